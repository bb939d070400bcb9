import type { Strings } from '../../../i18n/namespaces';
import type en from './en';

const ar: Strings<typeof en> = {
  button: 'مشاركة مع طبيبي',
  card: {
    title: 'مشاركة مع طبيبي',
    text: 'ملخص PDF من صفحة إلى ثلاث صفحات لبياناتك الصحية، للطباعة أو الإرسال إلى الطبيب. يُنشأ عند الطلب ولا يُحفظ أبدًا.',
  },
  dialog: {
    title: 'مشاركة مع طبيبي',
    intro: 'اختر ما يعرضه الملخص. يشمل آخر 30 يومًا من العلامات الحيوية وأحدث سجلاتك.',
    sections: 'الأقسام',
    language: 'لغة المستند',
    atLeastOne: 'اختر قسمًا واحدًا على الأقل.',
    download: 'تنزيل PDF',
    cancel: 'إغلاق',
    preparing: 'جارٍ إعداد الملخص…',
    received: 'تم استلام {{size}}',
    done: 'تم تنزيل {{name}}.',
    failed: 'تعذّر إعداد الملخص: {{reason}}',
  },
  sections: {
    identity: 'الهوية (من المعلومات الشخصية)',
    conditions: 'الحالات المرضية النشطة',
    medications: 'الأدوية',
    allergies: 'الحساسية',
    labs: 'نتائج المختبر الأخيرة مع المعدلات المرجعية',
    vitals: 'العلامات الحيوية خلال 30 يومًا (النبض، ضغط الدم، سكر الدم، النوم)',
    alerts: 'التنبيهات المفتوحة',
  },
  languages: { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' },
};
export default ar;
