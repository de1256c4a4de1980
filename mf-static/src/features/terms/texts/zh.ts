import type { TranslationTree } from '@gbx/shared';
import { zhBodies } from './bodies/zh';
import { withBodies } from './with-bodies';

const titles: Record<string, string> = {
  facilitativePlatform: '我们作为撮合平台的角色',
  eligibility: '谁可以购买和销售：年满 18 岁',
  generalProhibitions: '一般禁止规定',
  artifacts: '文物和文化财产',
  currencyAndStamps: '货币、硬币和邮票',
  contractsAndTickets: '合同和票证',
  cardsAndFinancialInstruments: '信用卡和金融工具',
  drugs: '毒品及吸毒用具',
  offensiveMaterial: '冒犯性内容',
  eventTickets: '活动门票',
  facesNamesSignatures: '肖像、姓名和签名',
  weapons: '武器和刀具',
  alcoholAndTobacco: '酒类和烟草',
  governmentIdsAndUniforms: '政府证件、执照和制服',
  hazardousMaterials: '危险物品',
  humanParts: '人体遗骸和身体器官',
  invoices: '发票和收据',
  mailingLists: '邮寄名单和个人信息',
  nonTransferableItems: '不可转让的物品',
  policeItems: '警用物品',
  pornography: '色情和成人内容',
  medicalDrugsAndDevices: '处方药和医疗器械',
  counterfeitsAndPiratedCopies: '假冒商品和盗版复制品',
  hackingAndSpyEquipment: '黑客和间谍设备',
  software: '软件',
  stolenProperty: '被盗财物',
  transitItems: '交通和运输相关物品',
  usedClothingAndCosmetics: '二手衣物和化妆品',
  wildlife: '动物和野生动植物制品',
  textileQuotas: '受进口配额限制的纺织品',
  sanctionedItems: '受禁运和制裁的物品',
  enforcement: '执行、举报和本政策的变更',
};

/** Terms in Simplified Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  title: '条款和条件',
  lead: '我们关于禁售和限售物品的政策：哪些物品可以在 GBX Marketplace 上架，哪些只能在满足条件时上架，哪些一律不得上架。',
  meta: '本政策适用于 GBX Marketplace 上的每一条商品信息、每一家卖家店铺和每一条消息，适用于我们提供服务的所有国家和地区。',
  glanceTitle: '限制一览',
  glance: {
    age: '未满 18 岁者不得在 GBX Marketplace 上购买或销售。',
    knives: '不允许刀刃长度超过 10 厘米的刀具。',
    badges: '历史警徽必须至少有 75 年历史，且商品信息必须注明其年代。',
    transit: '复古交通制服必须至少有 10 年历史。',
    coins: '硬币仿制品必须标有 COPY、REPRODUCTION 或 REPLICA 字样。',
  },
  indexTitle: '禁售和限售物品索引',
  indexHint: '共 28 个物品类别。点击任一条目即可跳转到相应章节。',
  sections: withBodies(titles, zhBodies),
};
