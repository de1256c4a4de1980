import type { TranslationTree } from '@gbx/shared';

/** The report and contact forms of the product page in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  report: {
    thanks: '谢谢：我们的信任与安全团队将处理您的举报。编号 {{reference}}。',
    reason: '原因',
    reasons: {
      counterfeit: '假冒商品，或以正品名义出售的仿品',
      prohibited: '禁售或限售商品',
      misleading: '描述或价格有误导性',
      offensive: '冒犯性内容',
      fraud: '疑似欺诈',
      other: '其他原因',
    },
    comment: '备注（可选）',
    commentRequired: '备注（选择其他原因时必填）',
    send: '提交举报',
    problems: {
      reason: '请选择一个原因。',
      comment: {
        required: '请说明问题所在。',
        tooLong: '最多 1000 个字符。',
        invalid: '此备注无法发送。',
      },
    },
  },
  contact: {
    message: '您的消息',
    send: '发送消息',
    sent: '您的消息已发送给卖家。编号 {{reference}}。',
    problems: {
      required: '请填写您的消息。',
      tooLong: '最多 2000 个字符。',
      invalid: '此消息无法发送。',
    },
  },
  charactersLeft: '剩余字数：{{left}}',
  sendFailed: '发送失败，请重试。',
};
