// Fictional customers of the demo content store. Every name is invented for the demo: none is a
// real company. The 1-based position of a brand in this list is its logo id, served as the
// generated image /media/logo/{i}.svg (see ../media/logo.ts), so only ever append to the list.
// Each brand also has English names, romanised, for the English site (/media/logo/{i}.svg?lang=en).

export interface Brand {
  /** Full registered-style name. */
  name: string;
  /** Short name shown on logos and in case studies. */
  short: string;
  /** Industry label as used by the site's industry filters. */
  industry: string;
  /** The English site's names: full (alt texts) and short (on the English logo). */
  en: { name: string; short: string };
}

const b = (name: string, short: string, industry: string, enName: string, enShort: string): Brand => ({
  name,
  short,
  industry,
  en: { name: enName, short: enShort },
});

export const brands: Brand[] = [
  // 汽车
  b('澜舟汽车科技股份有限公司', '澜舟汽车', '汽车', 'Lanzhou Automotive Technology Co., Ltd.', 'Lanzhou Auto'),
  b('骁驰新能源汽车有限公司', '骁驰汽车', '汽车', 'Xiaochi New Energy Vehicles Co., Ltd.', 'Xiaochi Motors'),
  b('恒岳汽车零部件集团', '恒岳汽零', '汽车', 'Hengyue Auto Parts Group', 'Hengyue Auto Parts'),
  b('宸远车桥股份有限公司', '宸远车桥', '汽车', 'Chenyuan Axle Co., Ltd.', 'Chenyuan Axle'),
  b('星岚智能驾驶科技有限公司', '星岚智驾', '汽车', 'Xinglan Autonomous Driving Technology Co., Ltd.', 'Xinglan Autonomous Driving'),
  b('沛川汽车电子有限公司', '沛川车电', '汽车', 'Peichuan Automotive Electronics Co., Ltd.', 'Peichuan Auto Electronics'),
  b('曜辰汽车座椅系统有限公司', '曜辰座椅', '汽车', 'Yaochen Automotive Seating Systems Co., Ltd.', 'Yaochen Seating'),
  b('浩屿动力总成有限公司', '浩屿动力', '汽车', 'Haoyu Powertrain Co., Ltd.', 'Haoyu Powertrain'),
  b('朗峰商用车集团', '朗峰商用车', '汽车', 'Langfeng Commercial Vehicle Group', 'Langfeng Trucks'),
  b('鼎宸汽车模具股份有限公司', '鼎宸模具', '汽车', 'Dingchen Automotive Tooling Co., Ltd.', 'Dingchen Tooling'),
  // 医药
  b('康岚生物医药股份有限公司', '康岚生物', '医药', 'Kanglan Biopharmaceutical Co., Ltd.', 'Kanglan Bio'),
  b('济沅制药集团', '济沅制药', '医药', 'Jiyuan Pharmaceutical Group', 'Jiyuan Pharma'),
  b('和煦医疗器械有限公司', '和煦医疗', '医药', 'Hexu Medical Devices Co., Ltd.', 'Hexu Medical'),
  b('宁禾药业股份有限公司', '宁禾药业', '医药', 'Ninghe Pharmaceutical Co., Ltd.', 'Ninghe Pharma'),
  b('沐檀中药饮片有限公司', '沐檀中药', '医药', 'Mutan Herbal Pieces Co., Ltd.', 'Mutan Herbal'),
  b('华澄医药流通集团', '华澄医药', '医药', 'Huacheng Pharmaceutical Distribution Group', 'Huacheng Pharma Distribution'),
  b('瀚诺生物科技有限公司', '瀚诺生物', '医药', 'Hannuo Biotechnology Co., Ltd.', 'Hannuo Biotech'),
  b('启衡生物制品有限公司', '启衡制品', '医药', 'Qiheng Biologics Co., Ltd.', 'Qiheng Biologics'),
  b('青蔓医学检验有限公司', '青蔓检验', '医药', 'Qingman Medical Laboratories Co., Ltd.', 'Qingman Labs'),
  b('泽霖原料药股份有限公司', '泽霖药业', '医药', 'Zelin Pharmaceutical Ingredients Co., Ltd.', 'Zelin Pharma'),
  // 装备制造
  b('瑞程精密机械集团', '瑞程精机', '装备制造', 'Ruicheng Precision Machinery Group', 'Ruicheng Precision'),
  b('巨衡重工股份有限公司', '巨衡重工', '装备制造', 'Juheng Heavy Industry Co., Ltd.', 'Juheng Heavy Industry'),
  b('远拓数控机床有限公司', '远拓数控', '装备制造', 'Yuantuo CNC Machine Tools Co., Ltd.', 'Yuantuo CNC'),
  b('铂川液压科技有限公司', '铂川液压', '装备制造', 'Bochuan Hydraulics Technology Co., Ltd.', 'Bochuan Hydraulics'),
  b('峻岭矿山机械集团', '峻岭矿机', '装备制造', 'Junling Mining Machinery Group', 'Junling Mining'),
  b('擎川智能装备股份有限公司', '擎川智装', '装备制造', 'Qingchuan Intelligent Equipment Co., Ltd.', 'Qingchuan Intelligent Equipment'),
  b('亿衡泵阀集团', '亿衡泵阀', '装备制造', 'Yiheng Pumps and Valves Group', 'Yiheng Pumps and Valves'),
  b('拓岑工业机器人有限公司', '拓岑机器人', '装备制造', 'Tuocen Industrial Robotics Co., Ltd.', 'Tuocen Robotics'),
  b('钧岳风机股份有限公司', '钧岳风机', '装备制造', 'Junyue Fans Co., Ltd.', 'Junyue Fans'),
  b('琨达精密轴承有限公司', '琨达轴承', '装备制造', 'Kunda Precision Bearings Co., Ltd.', 'Kunda Bearings'),
  // 金融
  b('汇澄银行股份有限公司', '汇澄银行', '金融', 'Huicheng Bank Co., Ltd.', 'Huicheng Bank'),
  b('融岳证券股份有限公司', '融岳证券', '金融', 'Rongyue Securities Co., Ltd.', 'Rongyue Securities'),
  b('信岚财产保险股份有限公司', '信岚保险', '金融', 'Xinlan Property Insurance Co., Ltd.', 'Xinlan Insurance'),
  b('安屿人寿保险股份有限公司', '安屿人寿', '金融', 'Anyu Life Insurance Co., Ltd.', 'Anyu Life'),
  b('泓舟基金管理有限公司', '泓舟基金', '金融', 'Hongzhou Fund Management Co., Ltd.', 'Hongzhou Fund'),
  b('裕衡融资租赁有限公司', '裕衡租赁', '金融', 'Yuheng Financial Leasing Co., Ltd.', 'Yuheng Leasing'),
  b('嘉沣消费金融有限公司', '嘉沣消金', '金融', 'Jiafeng Consumer Finance Co., Ltd.', 'Jiafeng Consumer Finance'),
  b('澄明信托有限责任公司', '澄明信托', '金融', 'Chengming Trust Co., Ltd.', 'Chengming Trust'),
  b('青岑农村商业银行', '青岑农商行', '金融', 'Qingcen Rural Commercial Bank', 'Qingcen Rural Bank'),
  // 房地产
  b('锦澜置业集团', '锦澜置业', '房地产', 'Jinlan Properties Group', 'Jinlan Properties'),
  b('君屹地产控股有限公司', '君屹地产', '房地产', 'Junyi Real Estate Holdings Co., Ltd.', 'Junyi Real Estate'),
  b('熙岸城市发展集团', '熙岸城发', '房地产', "Xi'an Urban Development Group", "Xi'an Urban Development"),
  b('悦栖物业服务股份有限公司', '悦栖物业', '房地产', 'Yueqi Property Services Co., Ltd.', 'Yueqi Property Services'),
  b('柏宸商业地产有限公司', '柏宸商业', '房地产', 'Baichen Commercial Real Estate Co., Ltd.', 'Baichen Commercial'),
  b('云麓建设集团', '云麓建设', '房地产', 'Yunlu Construction Group', 'Yunlu Construction'),
  b('筑澜建筑科技有限公司', '筑澜建科', '房地产', 'Zhulan Building Technology Co., Ltd.', 'Zhulan Building Tech'),
  b('嘉屿文旅发展有限公司', '嘉屿文旅', '房地产', 'Jiayu Culture and Tourism Development Co., Ltd.', 'Jiayu Culture and Tourism'),
  b('瀚庭产业园区运营有限公司', '瀚庭园区', '房地产', 'Hanting Industrial Park Operations Co., Ltd.', 'Hanting Parks'),
  // 能源
  b('晟阳光伏科技股份有限公司', '晟阳光伏', '能源', 'Shengyang Photovoltaic Technology Co., Ltd.', 'Shengyang Solar'),
  b('澜电新能源集团', '澜电新能', '能源', 'Landian New Energy Group', 'Landian New Energy'),
  b('青沐风电有限公司', '青沐风电', '能源', 'Qingmu Wind Power Co., Ltd.', 'Qingmu Wind Power'),
  b('岚储储能科技有限公司', '岚储储能', '能源', 'Lanchu Energy Storage Technology Co., Ltd.', 'Lanchu Energy Storage'),
  b('铎源燃气股份有限公司', '铎源燃气', '能源', 'Duoyuan Gas Co., Ltd.', 'Duoyuan Gas'),
  b('昊川电力工程有限公司', '昊川电力', '能源', 'Haochuan Power Engineering Co., Ltd.', 'Haochuan Power'),
  b('曦能氢能科技有限公司', '曦能氢能', '能源', 'Xineng Hydrogen Technology Co., Ltd.', 'Xineng Hydrogen'),
  b('磐峰能源集团', '磐峰能源', '能源', 'Panfeng Energy Group', 'Panfeng Energy'),
  b('沧屿油田技术服务有限公司', '沧屿油服', '能源', 'Cangyu Oilfield Services Co., Ltd.', 'Cangyu Oilfield Services'),
  // 化工
  b('蓝岩化工集团', '蓝岩化工', '化工', 'Lanyan Chemical Group', 'Lanyan Chemical'),
  b('昱泰新材料股份有限公司', '昱泰新材', '化工', 'Yutai New Materials Co., Ltd.', 'Yutai New Materials'),
  b('彩澈涂料有限公司', '彩澈涂料', '化工', 'Caiche Coatings Co., Ltd.', 'Caiche Coatings'),
  b('沃禾农化股份有限公司', '沃禾农化', '化工', 'Wohe Agrochemicals Co., Ltd.', 'Wohe Agrochemicals'),
  b('晶朔电子化学品有限公司', '晶朔化学', '化工', 'Jingshuo Electronic Chemicals Co., Ltd.', 'Jingshuo Chemicals'),
  b('科岚高分子材料有限公司', '科岚高分子', '化工', 'Kelan Polymer Materials Co., Ltd.', 'Kelan Polymers'),
  b('翰硅有机硅股份有限公司', '翰硅材料', '化工', 'Hangui Silicones Co., Ltd.', 'Hangui Silicones'),
  b('拓盈精细化工有限公司', '拓盈化工', '化工', 'Tuoying Fine Chemicals Co., Ltd.', 'Tuoying Chemicals'),
  b('鸿泺氟材料股份有限公司', '鸿泺氟材', '化工', 'Hongluo Fluoromaterials Co., Ltd.', 'Hongluo Fluoromaterials'),
  // 电子
  b('芯岚半导体股份有限公司', '芯岚半导体', '电子', 'Xinlan Semiconductor Co., Ltd.', 'Xinlan Semiconductor'),
  b('迅岑电子科技有限公司', '迅岑电子', '电子', 'Xuncen Electronics Technology Co., Ltd.', 'Xuncen Electronics'),
  b('光屿显示技术有限公司', '光屿显示', '电子', 'Guangyu Display Technology Co., Ltd.', 'Guangyu Display'),
  b('澈波通信设备股份有限公司', '澈波通信', '电子', 'Chebo Communication Equipment Co., Ltd.', 'Chebo Communications'),
  b('铎晟电路板有限公司', '铎晟电路', '电子', 'Duosheng Circuit Boards Co., Ltd.', 'Duosheng Circuits'),
  b('星衍传感技术有限公司', '星衍传感', '电子', 'Xingyan Sensing Technology Co., Ltd.', 'Xingyan Sensing'),
  b('沛能电源科技有限公司', '沛能电源', '电子', 'Peineng Power Supply Technology Co., Ltd.', 'Peineng Power Supplies'),
  b('智岭物联网科技有限公司', '智岭物联', '电子', 'Zhiling IoT Technology Co., Ltd.', 'Zhiling IoT'),
  b('锐岸光电股份有限公司', '锐岸光电', '电子', 'Ruian Optoelectronics Co., Ltd.', 'Ruian Optoelectronics'),
  b('昕微连接器有限公司', '昕微连接', '电子', 'Xinwei Connectors Co., Ltd.', 'Xinwei Connectors'),
  // 消费品
  b('禾悦食品集团', '禾悦食品', '消费品', 'Heyue Food Group', 'Heyue Foods'),
  b('清泷饮品有限公司', '清泷饮品', '消费品', 'Qinglong Beverages Co., Ltd.', 'Qinglong Beverages'),
  b('织岚服饰股份有限公司', '织岚服饰', '消费品', 'Zhilan Apparel Co., Ltd.', 'Zhilan Apparel'),
  b('牧澄乳业股份有限公司', '牧澄乳业', '消费品', 'Mucheng Dairy Co., Ltd.', 'Mucheng Dairy'),
  b('雅沁日化有限公司', '雅沁日化', '消费品', 'Yaqin Household Chemicals Co., Ltd.', 'Yaqin Home Care'),
  b('栖木家居集团', '栖木家居', '消费品', 'Qimu Home Furnishing Group', 'Qimu Home'),
  b('萌途母婴用品有限公司', '萌途母婴', '消费品', 'Mengtu Baby Products Co., Ltd.', 'Mengtu Baby'),
  b('茗岫茶业股份有限公司', '茗岫茶业', '消费品', 'Mingxiu Tea Co., Ltd.', 'Mingxiu Tea'),
  b('醇川酒业集团', '醇川酒业', '消费品', 'Chunchuan Wine and Spirits Group', 'Chunchuan Spirits'),
  b('焙趣家电科技有限公司', '焙趣家电', '消费品', 'Beiqu Home Appliances Technology Co., Ltd.', 'Beiqu Appliances'),
  // 物流
  b('驿通供应链管理有限公司', '驿通供应链', '物流', 'Yitong Supply Chain Management Co., Ltd.', 'Yitong Supply Chain'),
  b('迅舟冷链物流有限公司', '迅舟冷链', '物流', 'Xunzhou Cold Chain Logistics Co., Ltd.', 'Xunzhou Cold Chain'),
  b('长帆航运集团', '长帆航运', '物流', 'Changfan Shipping Group', 'Changfan Shipping'),
  b('骏途快运有限公司', '骏途快运', '物流', 'Juntu Express Freight Co., Ltd.', 'Juntu Express'),
  b('仓麓智能仓储有限公司', '仓麓仓储', '物流', 'Canglu Smart Warehousing Co., Ltd.', 'Canglu Warehousing'),
  b('衡港港口物流集团', '衡港物流', '物流', 'Henggang Port Logistics Group', 'Henggang Port Logistics'),
  b('云驿跨境物流有限公司', '云驿跨境', '物流', 'Yunyi Cross-Border Logistics Co., Ltd.', 'Yunyi Cross-Border'),
  b('捷岚城市配送有限公司', '捷岚城配', '物流', 'Jielan City Delivery Co., Ltd.', 'Jielan City Delivery'),
  b('汇途多式联运有限公司', '汇途联运', '物流', 'Huitu Multimodal Transport Co., Ltd.', 'Huitu Multimodal'),
  // 电梯
  b('擎岳电梯股份有限公司', '擎岳电梯', '电梯', 'Qingyue Elevator Co., Ltd.', 'Qingyue Elevator'),
  b('升澜电梯有限公司', '升澜电梯', '电梯', 'Shenglan Elevator Co., Ltd.', 'Shenglan Elevator'),
  b('攀宸电梯科技有限公司', '攀宸电梯', '电梯', 'Panchen Elevator Technology Co., Ltd.', 'Panchen Elevator'),
  b('禹升扶梯有限公司', '禹升扶梯', '电梯', 'Yusheng Escalator Co., Ltd.', 'Yusheng Escalator'),
  b('昇曜电梯部件有限公司', '昇曜部件', '电梯', 'Shengyao Elevator Components Co., Ltd.', 'Shengyao Components'),
  b('泓阶电梯工程有限公司', '泓阶电梯', '电梯', 'Hongjie Elevator Engineering Co., Ltd.', 'Hongjie Elevator'),
  b('峻升电梯安装维保有限公司', '峻升维保', '电梯', 'Junsheng Elevator Installation and Maintenance Co., Ltd.', 'Junsheng Elevator Service'),
  b('翊高电梯集团', '翊高电梯', '电梯', 'Yigao Elevator Group', 'Yigao Elevator'),
  b('安屹电梯导轨有限公司', '安屹导轨', '电梯', 'Anyi Elevator Guide Rails Co., Ltd.', 'Anyi Guide Rails'),
  // 零售
  b('鲜隅连锁超市有限公司', '鲜隅超市', '零售', 'Xianyu Supermarkets Co., Ltd.', 'Xianyu Supermarkets'),
  b('悦邻便利店连锁有限公司', '悦邻便利', '零售', 'Yuelin Convenience Stores Co., Ltd.', 'Yuelin Convenience'),
  b('沐汇百货集团', '沐汇百货', '零售', 'Muhui Department Store Group', 'Muhui Department Stores'),
  b('橙集生鲜电商有限公司', '橙集生鲜', '零售', 'Chengji Fresh E-commerce Co., Ltd.', 'Chengji Fresh'),
  b('屿光眼镜连锁有限公司', '屿光眼镜', '零售', 'Yuguang Optical Chain Co., Ltd.', 'Yuguang Optical'),
  b('乐芽母婴连锁有限公司', '乐芽母婴', '零售', 'Leya Mother and Baby Stores Co., Ltd.', 'Leya Mother and Baby'),
  b('萃美美妆连锁有限公司', '萃美美妆', '零售', 'Cuimei Beauty Stores Co., Ltd.', 'Cuimei Beauty'),
  b('砺家建材家居卖场有限公司', '砺家建材', '零售', 'Lijia Home Improvement Centres Co., Ltd.', 'Lijia Home Improvement'),
  b('仁沐大药房连锁有限公司', '仁沐药房', '零售', 'Renmu Pharmacy Chain Co., Ltd.', 'Renmu Pharmacy'),
  b('随享奥莱购物中心有限公司', '随享奥莱', '零售', 'Suixiang Outlet Mall Co., Ltd.', 'Suixiang Outlets'),
];
