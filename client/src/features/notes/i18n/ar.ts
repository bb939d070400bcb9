import type { Strings } from '../../../i18n/namespaces';
import type notesEn from './en';

const notesAr: Strings<typeof notesEn> = {
  title: 'الملاحظات',
  subtitle: 'مذكرتك الصحية: الأعراض، وأسئلة لطبيبك، وكيف شعرت.',
  add: 'إضافة ملاحظة',
  search: 'البحث في الملاحظات',
  listLabel: 'ملاحظاتك',
  untitled: 'ملاحظة بلا عنوان',
  empty: { title: 'لا توجد ملاحظات بعد', text: 'دوّن شعورك أو عرضًا أو سؤالًا لموعدك القادم.' },
  noMatch: 'لا توجد ملاحظة تطابق «{{search}}».',
  pick: 'اختر ملاحظة من القائمة، أو أضف واحدة.',
  loadError: 'تعذّر تحميل الملاحظات.',
  delete: 'حذف الملاحظة «{{title}}»',
  confirmDelete: { title: 'حذف هذه الملاحظة؟', text: 'ستُحذف «{{title}}». لا يمكن التراجع عن ذلك.', confirm: 'حذف' },
  field: { title: 'العنوان', body: 'الملاحظة', linkedDate: 'مرتبطة بيوم', linkedHint: 'تظهر بجانب مؤشرات ذلك اليوم في النظرة العامة.' },
  color: {
    label: 'اللون',
    hue: { blue: 'أزرق', sky: 'أزرق سماوي', teal: 'أزرق مخضر', purple: 'بنفسجي', emerald: 'زمردي', lime: 'ليموني', cyan: 'سماوي', rust: 'صدئي', coral: 'مرجاني', orange: 'برتقالي', green: 'أخضر', amber: 'كهرماني', red: 'أحمر' },
  },
  status: { saving: 'جارٍ الحفظ…', saved: 'تم الحفظ', unsaved: 'تغييرات غير محفوظة', error: 'لم تُحفظ: {{message}}', dayNotSaved: 'حُفظت، ما عدا اليوم: فهو ليس تاريخًا صحيحًا', retry: 'إعادة المحاولة' },
  conflict: {
    title: 'عُدّلت هذه الملاحظة في علامة تبويب أو جهاز آخر',
    text: 'لم تُحفظ تغييراتك بعد. هذه هي النسخة المحفوظة في مكان آخر. اختر النسخة التي تريد الاحتفاظ بها.',
    theirs: 'محفوظة في مكان آخر',
    keepMine: 'الاحتفاظ بنسختي',
    useTheirs: 'استخدام النسخة المحفوظة',
  },
  remoteDeleted: 'حُذفت هذه الملاحظة في علامة تبويب أخرى.',
  counter: '{{count}} / {{max}}',
  day: { title: 'ملاحظات اليوم', none: 'لا توجد ملاحظة مرتبطة باليوم.', open: 'فتح الملاحظات' },
};
export default notesAr;
