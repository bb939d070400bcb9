import type { MyDataTranslation } from './en';

export const myDataZh: MyDataTranslation = {
  myData: {
    title: '我的数据',
    subtitle: '获取门户保存的关于您的全部数据副本，或删除您的账户。',
    download: {
      title: '下载全部数据',
      text: '一个 zip 文件：您的医疗记录（FHIR R4 格式，其他健康应用可读取）、所有生命体征读数（CSV 表格）、门户保存的关于您的其他全部数据（笔记、邮件、聊天、工单、订单、发票、帖子、联系人、设置、登录记录，均为 JSON 文件）、您上传或收到的文件，以及说明这些内容的 README。',
      button: '下载我的数据',
      preparing: '正在准备文件…',
      received: '已接收 {{size}}',
      cancel: '取消下载',
      saved: '已保存 {{name}}（{{size}}）。',
      failed: '下载失败，请重试。',
      cancelled: '已取消下载。',
    },
    delete: {
      title: '删除我的账户',
      text: '您的账户和门户保存的关于您的一切（医疗记录、生命体征读数、笔记、邮件、聊天、帖子、联系人、文件、设备及其密钥）以及所有会话将一次性清除，且无法撤销。如需保留副本，请先下载您的数据。',
      kept: '保留的内容：管理员对您的账户执行操作的记录（例如停用），因为它是门户运营情况的证据。其中保留这些操作所针对的电子邮件地址，不含您的其他任何信息：没有您的姓名、账户编号或健康数据。',
      button: '删除我的账户…',
      dialogTitle: '确定永久删除您的账户吗？',
      dialogText: '上述所有内容将立即清除，您将在所有设备上退出登录。',
      password: '您的密码',
      confirmation: '您的电子邮件地址',
      confirmationHint: '输入 {{email}} 以确认',
      code: '双重验证码',
      codeHint: '身份验证器应用中的 6 位验证码，或一个恢复码。',
      submit: '删除我的账户',
      submitting: '正在删除…',
      errors: {
        password: '密码不正确。',
        confirmation: '这不是您的电子邮件地址。',
      },
    },
  },
};
