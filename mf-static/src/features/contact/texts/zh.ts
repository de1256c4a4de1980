import type { TranslationTree } from '@gbx/shared';

/** Contact us in Simplified Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  title: '联系我们',
  lead: '对商品、订单、您的账户或在 GBX Marketplace 上销售有疑问？请给我们写信：相关团队会在两个工作日内答复。',
  offices: {
    title: '我们的办事处',
    choose: '选择地点',
    names: { Canada: '加拿大', USA: '美国', Europe: '欧洲', India: '印度' },
    office: 'GBX Marketplace {{office}}',
    mapAlt: '{{city}}地图，图钉标出 GBX Marketplace {{office}}办事处',
    hours: '周一至周五，当地时间 9:00 至 17:00',
  },
  info: {
    title: '一般信息',
    text: '与具体订单无关的事项，请写信至我们的公共邮箱：',
    responseTime: '我们会在两个工作日内答复每一条消息。',
  },
  social: { title: '关注我们' },
  form: {
    title: '给我们留言',
    allRequired: '所有字段均为必填项。',
    name: '您的姓名',
    email: '您的电子邮件地址',
    subject: '主题',
    message: '留言内容',
    messageHint: '最多 {{max}} 个字符。',
    counter: '{{count}} / {{max}}',
    send: '发送留言',
    sending: '正在发送…',
    privacy: '我们仅使用您的信息答复您的留言，详见我们的<privacy>隐私政策</privacy>。',
    errors: {
      nameRequired: '请输入您的姓名。',
      emailRequired: '请输入您的电子邮件地址。',
      emailInvalid: '请输入有效的电子邮件地址，例如 name@example.com。',
      subjectRequired: '请输入主题。',
      messageRequired: '请填写留言内容。',
      tooLong: '内容过长：请不要超过 {{max}} 个字符。',
      limited: '您在短时间内发送了多条留言。请等待 {{minutes}} 分钟后再试；您的留言仍保留在这里。',
      failed: '目前无法发送您的留言。请检查网络连接后重试；您的留言仍保留在这里。',
    },
    sent: {
      title: '谢谢，您的留言已发送',
      text: '我们已收到您的留言“{{subject}}”，将在两个工作日内回复至 {{email}}。',
      reference: '您的参考编号：{{reference}}',
      again: '再写一条留言',
    },
  },
};
