import type { NotificationsTranslation } from './en';

export const notificationsAr: NotificationsTranslation = {
  notifications: {
    title: 'الإشعارات',
    subtitle: 'لا تحتوي الرسائل الإلكترونية أبدًا على قيم صحية، بل على رابط فقط لتسجيل الدخول والاطلاع عليها.',
    loading: 'جارٍ تحميل إعدادات الإشعارات…',
    loadError: 'تعذّر تحميل إعدادات الإشعارات.',
    retry: 'أعد المحاولة',
    criticalAlert: 'راسلني بالبريد عند صدور تنبيه حرج',
    criticalAlertHelp: 'رسالة واحدة على الأكثر لكل علامة حيوية في الساعة.',
    quietHours: 'ساعات الهدوء',
    quietHoursHelp: 'لا رسائل تنبيه خلال هذه الساعات، وتبقى التنبيهات ظاهرة في النظرة العامة.',
    quietStart: 'من',
    quietEnd: 'إلى',
    timeZone: 'المنطقة الزمنية',
    timeZoneHelp: 'تتبع ساعات الهدوء والرسالة الأسبوعية هذه المنطقة الزمنية.',
    accountTimeZone: 'تتبع ساعات الهدوء والرسالة الأسبوعية المنطقة الزمنية لحسابك، {{zone}} (تُضبط مع الوحدات أعلاه).',
    weeklySummary: 'رسالة الملخص الأسبوعي',
    weeklySummaryHelp: 'في بداية أسبوعك (08:00)، رابط إلى الأسبوع الماضي في النظرة العامة.',
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    saved: 'تم حفظ إعدادات الإشعارات.',
    errors: {
      quietHoursStart: 'أدخل وقت البداية.',
      quietHoursEnd: 'أدخل وقت نهاية مختلفًا عن البداية.',
      timeZone: 'اختر منطقة زمنية من القائمة.',
      language: 'هذه اللغة غير متاحة للرسائل الإلكترونية.',
      generic: 'تعذّر حفظ الإعدادات. أعد المحاولة.',
    },
  },
};
