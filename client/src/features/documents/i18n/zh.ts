import type { Strings } from '../../../i18n/namespaces';
import type en from './en';

const zh: Strings<typeof en> = {
  button: '分享给我的医生',
  card: {
    title: '分享给我的医生',
    text: '一份一到三页的健康数据 PDF 摘要，可打印或发送给医生。按需生成，从不保存。',
  },
  dialog: {
    title: '分享给我的医生',
    intro: '选择摘要要显示的内容。它涵盖最近 30 天的生命体征和您最新的记录。',
    sections: '内容',
    language: '文档语言',
    atLeastOne: '请至少选择一项内容。',
    download: '下载 PDF',
    cancel: '关闭',
    preparing: '正在生成摘要…',
    received: '已接收 {{size}}',
    done: '已下载 {{name}}。',
    failed: '无法生成摘要：{{reason}}',
  },
  sections: {
    identity: '身份（来自个人信息）',
    conditions: '当前疾病',
    medications: '用药',
    allergies: '过敏',
    labs: '近期化验结果及参考范围',
    vitals: '30 天生命体征（心率、血压、血糖、睡眠）',
    alerts: '未处理的警报',
  },
  languages: { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' },
};
export default zh;
