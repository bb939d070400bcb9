import type { Strings } from '../../../i18n/namespaces';
import type notesEn from './en';

const notesZh: Strings<typeof notesEn> = {
  title: '笔记',
  subtitle: '您的健康日志：症状、想问医生的问题、身体感受。',
  add: '添加笔记',
  search: '搜索笔记',
  listLabel: '您的笔记',
  untitled: '无标题笔记',
  empty: { title: '还没有笔记', text: '记下您的感受、某个症状或下次就诊时想问的问题。' },
  noMatch: '没有与“{{search}}”匹配的笔记。',
  pick: '从列表中选择一条笔记，或添加新笔记。',
  loadError: '无法加载笔记。',
  delete: '删除笔记“{{title}}”',
  confirmDelete: { title: '删除这条笔记？', text: '“{{title}}”将被删除，且无法撤销。', confirm: '删除' },
  field: { title: '标题', body: '笔记内容', linkedDate: '关联日期', linkedHint: '会显示在概览中当天的生命体征旁边。' },
  color: {
    label: '颜色',
    hue: { blue: '蓝色', sky: '天蓝色', teal: '青绿色', purple: '紫色', emerald: '翠绿色', lime: '黄绿色', cyan: '青色', rust: '铁锈色', coral: '珊瑚色', orange: '橙色', green: '绿色', amber: '琥珀色', red: '红色' },
  },
  status: { saving: '正在保存…', saved: '已保存', unsaved: '有未保存的更改', error: '未保存：{{message}}', dayNotSaved: '已保存，但日期除外：它不是有效的日期', retry: '重试' },
  conflict: {
    title: '此笔记已在其他标签页或设备上被修改',
    text: '您的更改尚未保存。下面是在其他地方保存的版本，请选择要保留的版本。',
    theirs: '其他地方保存的版本',
    keepMine: '保留我的版本',
    useTheirs: '使用已保存的版本',
  },
  remoteDeleted: '此笔记已在其他标签页中被删除。',
  counter: '{{count}} / {{max}}',
  day: { title: '今日笔记', none: '今天没有关联的笔记。', open: '打开笔记' },
};
export default notesZh;
