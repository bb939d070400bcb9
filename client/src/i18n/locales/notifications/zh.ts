import type { NotificationsTranslation } from './en';

export const notificationsZh: NotificationsTranslation = {
  notifications: {
    title: '通知',
    subtitle: '邮件中绝不包含健康数值，只有一个登录查看的链接。',
    loading: '正在加载您的通知设置…',
    loadError: '无法加载您的通知设置。',
    retry: '重试',
    criticalAlert: '出现严重警报时给我发邮件',
    criticalAlertHelp: '每项生命体征每小时最多一封邮件。',
    quietHours: '免打扰时段',
    quietHoursHelp: '此时段内不发送警报邮件；警报仍会显示在概览中。',
    quietStart: '从',
    quietEnd: '到',
    timeZone: '时区',
    timeZoneHelp: '免打扰时段和每周邮件均按此时区计算。',
    accountTimeZone: '免打扰时段和每周邮件按您账户的时区 {{zone}} 计算（在上方的单位设置中更改）。',
    weeklySummary: '每周摘要邮件',
    weeklySummaryHelp: '在您每周的第一天 08:00，发送一个指向上周概览的链接。',
    save: '保存',
    saving: '正在保存…',
    saved: '您的通知设置已保存。',
    errors: {
      quietHoursStart: '请输入开始时间。',
      quietHoursEnd: '请输入与开始时间不同的结束时间。',
      timeZone: '请从列表中选择时区。',
      language: '此语言不可用于邮件。',
      generic: '无法保存您的设置。请重试。',
    },
  },
};
