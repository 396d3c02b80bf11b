// Industry scenes for case covers (and for news about a customer going live): an assembly line for
// automotive, medicine for pharma, a lift shaft, a bank, a skyline with a crane, a machine tool,
// a connected factory, an org chart, a lorry with goods, databases, a blueprint, a park and a
// service map, and the further scenes of cover-industry-variants.ts. An industry has a scene per
// kind of project its cases tell (a dealer portal, a quality gate, an assembly line…), picked by
// the article's tags and title words; the last of its scenes is its default.
import { PALETTE, num } from '../svg/kit.ts';
import { card, chartCard, circle, groundShadow, line, path, rect, textBar, type Scene } from './cover-kit.ts';
import * as v from './cover-industry-variants.ts';

type Draw = (s: Scene) => string;

const wheel = v.wheel;

const gear = v.gearShape;

const auto: Draw = (s) => {
  let o = rect(170, 284, 420, 14, 7, '#fff', ' fill-opacity="0.3"');
  for (let x = 186; x < 590; x += 34) o += circle(x, 291, 4, '#fff', ' fill-opacity="0.6"');
  o += path('M236 262l4-26q4-10 16-12l44-4 30-24q8-6 20-6h60q14 0 24 10l24 22 24 6q12 4 12 18v16Z', '#fff');
  o += path('M338 200l-26 20h60v-20ZM382 200v20h64l-20-18q-6-2-14-2Z', s.ink, ' fill-opacity="0.3"');
  o += line('M252 246H482', s.accent, 4);
  o += wheel(300, 264, 20) + wheel(432, 264, 20);
  o += rect(536, 262, 48, 22, 4, '#fff', ' fill-opacity="0.9"');
  o += line('M560 262L540 176', '#fff', 14) + line('M540 176L476 150', '#fff', 10);
  o += circle(540, 176, 10, s.accent) + circle(560, 262, 9, s.accent);
  o += line('M476 150l-10 24M476 150l12 22', '#fff', 5);
  return o + s.panel(190, 64, 140, 104);
};

const pharma: Draw = (s) => {
  let o = groundShadow(400, 306, 190);
  o += `<g transform="rotate(-28 330 202)">${path('M262 170H330V234H262A32 32 0 0 1 262 170Z', '#fff')}${path('M330 170H398A32 32 0 0 1 398 234H330Z', s.accent)}${line('M258 186h40', s.ink, 5, ' stroke-opacity="0.18"')}</g>`;
  o += rect(452, 136, 56, 24, 5, s.accent) + rect(440, 156, 80, 144, 14, '#fff');
  o += rect(440, 196, 80, 56, 0, s.ink, ' fill-opacity="0.16"') + line('M480 210v28M466 224h28', s.ink, 7);
  o += `<g transform="rotate(8 260 282)">${rect(196, 252, 128, 60, 8, '#fff', ' fill-opacity="0.92"')}`;
  for (let i = 0; i < 8; i++)
    o += circle(
      216 + (i % 4) * 29,
      268 + Math.floor(i / 4) * 28,
      9,
      '#dbe6ff',
      ` stroke="${s.ink}" stroke-opacity="0.3"`,
    );
  o += '</g>';
  const hex = [0, 1, 2, 3, 4, 5].map(
    (i) => `${num(560 + 24 * Math.cos((i * Math.PI) / 3))} ${num(96 + 24 * Math.sin((i * Math.PI) / 3))}`,
  );
  o += line(`M${hex.join('L')}ZM584 96h26M536 96l-18 -20`, '#fff', 2.5, ' stroke-opacity="0.7"');
  return o + circle(610, 96, 6, '#fff') + circle(518, 76, 6, s.accent) + s.panel(176, 60, 132, 96);
};

const elevator: Draw = (s) => {
  let o = rect(330, 48, 180, 262, 6, '#fff', ' fill-opacity="0.16" stroke="#fff" stroke-opacity="0.5"');
  o += rect(395, 48, 50, 262, 0, '#061a4a', ' fill-opacity="0.2"');
  let floors = '';
  let windows = '';
  for (let f = 0; f < 6; f++) {
    const y = 48 + f * 44;
    if (f > 0) floors += `M330 ${y}h65M445 ${y}h65`;
    windows += `M344 ${y + 14}h14v16h-14ZM368 ${y + 14}h14v16h-14ZM458 ${y + 14}h14v16h-14ZM482 ${y + 14}h14v16h-14Z`;
  }
  o += line(floors, '#fff', 1.5, ' stroke-opacity="0.4"') + path(windows, '#fff', ' fill-opacity="0.35"');
  const cab = 48 + (1 + Math.floor(s.rand() * 4)) * 44;
  o += line(`M420 48V${cab + 6}`, '#fff', 1.5, ' stroke-opacity="0.7"');
  o += rect(399, cab + 6, 42, 36, 3, '#fff') + line(`M420 ${cab + 10}v28`, s.ink, 1.5, ' stroke-opacity="0.4"');
  o += card(206, 112, 96, 150, 12);
  o += circle(254, 164, 20, s.accent) + path('M254 153l10 14h-20Z', '#fff');
  o += circle(254, 218, 20, '#dbe6ff') + path(`M254 229l10-14h-20Z`, s.ink);
  o += textBar(230, 126, 48, PALETTE.ink, 6);
  return o + v.liftSignal() + s.panel(522, 150, 104, 96);
};

const finance: Draw = (s) => {
  let o = groundShadow(400, 300, 200);
  o += path('M300 130L400 82L500 130Z', '#fff') + rect(300, 130, 200, 14, 2, '#fff', ' fill-opacity="0.9"');
  for (let i = 0; i < 5; i++) o += rect(312 + i * 40, 150, 18, 108, 3, '#fff', ' fill-opacity="0.85"');
  o += rect(290, 260, 220, 14, 2, '#fff', ' fill-opacity="0.9"') + rect(278, 274, 244, 14, 2, '#fff');
  o += circle(400, 114, 12, s.accent) + line('M394 106l6 7 6-7M400 113v9M395 117h10', '#fff', 2);
  for (let i = 0; i < 5; i++)
    o += `<ellipse cx="552" cy="${286 - i * 12}" rx="30" ry="9" fill="#f6c453" stroke="#d9a441" stroke-width="2"/>`;
  for (let i = 0; i < 3; i++)
    o += `<ellipse cx="596" cy="${292 - i * 12}" rx="24" ry="8" fill="#f6c453" stroke="#d9a441" stroke-width="2"/>`;
  return o + s.panel(160, 84, 128, 100);
};

const estate: Draw = (s) => {
  const id = `${s.uid}w`;
  let o = `<defs><pattern id="${id}" width="14" height="18" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="8" height="9" fill="${s.ink}" fill-opacity="0.22"/></pattern></defs>`;
  const blocks = [
    [226, 64, 140],
    [296, 72, 214],
    [374, 58, 168],
    [438, 84, 120],
    [528, 56, 190],
  ] as const;
  blocks.forEach(([x, w, h], i) => {
    o += rect(x, 310 - h, w, h, 3, '#fff', i % 2 ? ' fill-opacity="0.82"' : '');
    o += rect(x + 6, 318 - h, w - 12, h - 24, 0, `url(#${id})`);
  });
  o += line(
    'M466 310V72M478 310V72M466 300l12-20M466 270l12-20M466 240l12-20M466 210l12-20M466 180l12-20M466 150l12-20M466 120l12-20M466 90l12-16',
    s.accent,
    3,
  );
  o += line('M404 72H608M404 84H608M430 72l12 12M470 72l12 12M510 72l12 12M550 72l12 12', s.accent, 3);
  o += rect(406, 84, 24, 18, 2, s.accent) + line('M588 84v70', '#fff', 2) + rect(580, 154, 16, 12, 2, '#fff');
  o +=
    path('M332 60c-10 0-18 8-18 18 0 13 18 28 18 28s18-15 18-28c0-10-8-18-18-18Z', s.accent) +
    circle(332, 78, 6, '#fff');
  return o + s.panel(150, 64, 130, 92);
};

const equipment: Draw = (s) => {
  let o =
    path(
      gear(480, 150, 74, 60, 12),
      '#fff',
      ' fill-opacity="0.22" stroke="#fff" stroke-opacity="0.5" stroke-width="2"',
    ) + circle(480, 150, 24, '#fff', ' fill-opacity="0.45"');
  o += path(gear(574, 246, 42, 33, 9), s.accent) + circle(574, 246, 12, '#fff');
  o += groundShadow(320, 304, 130) + rect(220, 168, 200, 132, 10, '#fff');
  o +=
    rect(236, 186, 108, 74, 6, s.ink, ' fill-opacity="0.2"') + rect(282, 186, 16, 34, 2, '#fff', ' fill-opacity="0.9"');
  o += path('M284 220h12l-6 12Z', s.accent) + rect(256, 240, 68, 14, 3, '#fff', ' fill-opacity="0.75"');
  o += rect(356, 186, 50, 96, 6, '#e8efff') + rect(362, 194, 38, 24, 3, s.accent);
  o +=
    circle(372, 234, 5, PALETTE.teal) +
    circle(390, 234, 5, PALETTE.orange) +
    textBar(364, 250, 34, '#c9d5ea', 6) +
    textBar(364, 264, 24, '#c9d5ea', 6);
  o +=
    rect(208, 296, 224, 10, 4, '#fff', ' fill-opacity="0.85"') +
    line('M236 276h100', s.ink, 4, ' stroke-opacity="0.25"');
  return o + s.panel(196, 50, 150, 100);
};

const iiot: Draw = (s) => {
  let o = groundShadow(310, 304, 140) + path('M216 300V222l40-24v24l40-24v24l40-24v24l40-24V160h26v140Z', '#fff');
  o += path(
    'M236 250h22v20h-22ZM276 250h22v20h-22ZM316 250h22v20h-22ZM356 250h22v20h-22Z',
    s.ink,
    ' fill-opacity="0.25"',
  );
  o += line(
    'M278 168a26 26 0 0 1 36 0M266 154a44 44 0 0 1 60 0M254 140a62 62 0 0 1 84 0',
    '#fff',
    3,
    ' stroke-opacity="0.75"',
  );
  o += circle(296, 182, 5, s.accent);
  o += path('M470 132h80a22 22 0 0 0 2-44 30 30 0 0 0-58-6 24 24 0 0 0-24 50Z', '#fff', ' fill-opacity="0.95"');
  o += line(
    'M402 190L480 134M402 250L500 262M560 240L530 136',
    '#fff',
    2,
    ' stroke-dasharray="5 6" stroke-opacity="0.8"',
  );
  for (const [x, y] of [
    [500, 262],
    [560, 240],
    [596, 170],
  ] as const)
    o += circle(x, y, 18, '#fff') + circle(x, y, 7, s.accent);
  o += line('M596 170L548 120', '#fff', 2, ' stroke-dasharray="5 6" stroke-opacity="0.8"');
  return o + s.panel(140, 56, 110, 86);
};

const people: Draw = (s) => {
  const person = (cx: number, cy: number, i: number): string => {
    const shirt = [s.accent, PALETTE.primary, PALETTE.teal, PALETTE.purple][i % 4] ?? s.accent;
    return (
      card(cx - 56, cy - 28, 112, 56, 12) +
      circle(cx - 30, cy, 16, '#e8efff') +
      circle(cx - 30, cy - 4, 7, '#f2c9a0') +
      path(`M${cx - 42} ${cy + 14}a12 10 0 0 1 24 0Z`, shirt) +
      textBar(cx - 8, cy - 10, 46, PALETTE.ink, 6) +
      textBar(cx - 8, cy + 4, 30, '#c9d5ea', 6)
    );
  };
  let o = line('M400 130v34M250 164h300M250 164v28M400 164v28M550 164v28', '#fff', 2.5, ' stroke-opacity="0.8"');
  o += person(400, 100, 0) + person(250, 220, 1) + person(400, 220, 2) + person(550, 220, 3);
  o += card(300, 270, 200, 44, 10) + circle(322, 292, 11, PALETTE.teal) + line('M316 292l4 4 8-8', '#fff', 2.5);
  o += textBar(342, 286, 120, '#c9d5ea', 6) + textBar(342, 298, 70, '#e3e9f5', 5);
  return o + s.panel(490, 40, 124, 104);
};

const procurement: Draw = (s) => {
  let o =
    groundShadow(360, 306, 170) +
    rect(222, 196, 156, 94, 6, '#fff') +
    line('M240 214h120', s.ink, 4, ' stroke-opacity="0.2"');
  o += path('M378 226h46l28 28v36h-74Z', s.accent) + path('M388 234h32l18 20h-50Z', '#fff', ' fill-opacity="0.8"');
  o += wheel(264, 292, 16) + wheel(340, 292, 16) + wheel(422, 292, 16);
  const box = (x: number, y: number): string =>
    rect(x, y, 50, 40, 3, '#f6d8a8', ' stroke="#d9a441" stroke-width="1.5"') + line(`M${x + 25} ${y}v14`, '#d9a441', 3);
  o += box(484, 266) + box(536, 266) + box(510, 224) + box(562, 224) + box(536, 182);
  return o + s.panel(292, 50, 170, 124);
};

const data: Draw = (s) => {
  let o = line(
    'M300 190L420 150M420 150L520 208M300 190L520 208',
    '#fff',
    2,
    ' stroke-dasharray="5 6" stroke-opacity="0.7"',
  );
  const db = (cx: number, top: number, h: number, fill: string): string =>
    path(`M${cx - 40} ${top}v${h}a40 14 0 0 0 80 0v-${h}Z`, fill, ' fill-opacity="0.92"') +
    `<ellipse cx="${cx}" cy="${top}" rx="40" ry="14" fill="#fff"/>` +
    line(`M${cx - 40} ${top + h / 2}a40 14 0 0 0 80 0`, s.ink, 2, ' stroke-opacity="0.25"');
  o += db(300, 190, 70, '#e8efff') + db(420, 130, 90, '#fff') + db(520, 208, 60, '#e8efff');
  o += circle(420, 130, 6, s.accent);
  return (
    o + s.panel(168, 60, 140, 104) + circle(580, 110, 6, s.accent) + circle(560, 150, 4, '#fff', ' fill-opacity="0.7"')
  );
};

const project: Draw = (s) => {
  const id = `${s.uid}g`;
  let o = `<defs><pattern id="${id}" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#fff" stroke-opacity="0.18"/></pattern></defs>`;
  o += rect(196, 70, 260, 226, 10, '#061a4a', ' fill-opacity="0.22"') + rect(196, 70, 260, 226, 10, `url(#${id})`);
  o += line(
    'M246 262V160l76-48 76 48v102ZM300 262v-44h44v44M262 180h30M352 180h30',
    '#fff',
    2,
    ' stroke-dasharray="6 4"',
  );
  o += line('M246 280h152M246 274v12M398 274v12', s.accent, 2);
  o += card(410, 150, 190, 132, 12) + textBar(426, 166, 70, PALETTE.ink, 6);
  const colors = [s.accent, PALETTE.primary, PALETTE.teal, PALETTE.purple];
  for (let i = 0; i < 4; i++) {
    const x = 426 + Math.floor(s.rand() * 40) + i * 16;
    o += rect(x, 188 + i * 22, 60 + s.rand() * 50, 12, 6, colors[i] ?? s.accent);
  }
  return o + path('M474 70h116L474 136Z', 'none', ' stroke="#fff" stroke-width="2.5" stroke-linejoin="round"');
};

const park: Draw = (s) => {
  let o = `<ellipse cx="400" cy="296" rx="230" ry="30" fill="#fff" fill-opacity="0.18"/>`;
  const tower = (x: number, w: number, h: number, op: number): string => {
    const t = rect(x, 296 - h, w, h, 4, '#fff', op < 1 ? ` fill-opacity="${op}"` : '');
    let win = '';
    for (let y = 310 - h; y < 280; y += 20)
      for (let wx = x + 10; wx < x + w - 14; wx += 18) win += `M${wx} ${y}h10v10h-10Z`;
    return t + path(win, s.ink, ' fill-opacity="0.2"');
  };
  o += tower(258, 72, 130, 0.85) + tower(340, 92, 176, 1) + tower(442, 72, 112, 0.85);
  for (const [x, r] of [
    [226, 20],
    [534, 22],
    [576, 16],
  ] as const)
    o += line(`M${x} 296v-${r + 10}`, '#7c5a3a', 4) + circle(x, 296 - r - 18, r, '#34d399');
  o +=
    path('M386 70c-12 0-22 10-22 22 0 16 22 34 22 34s22-18 22-34c0-12-10-22-22-22Z', s.accent) +
    circle(386, 92, 8, '#fff');
  o += line('M366 52a30 30 0 0 1 40 0M354 40a48 48 0 0 1 64 0', '#fff', 3, ' stroke-opacity="0.8"');
  return o + s.panel(462, 56, 140, 100);
};

const service: Draw = (s) => {
  let o = card(190, 76, 250, 214, 14);
  o += line('M190 150h250M190 232h250M262 76v214M372 76v214', '#e3e9f5', 10, ' stroke-linecap="butt"');
  o += line('M226 262C260 200 300 240 330 180S380 130 404 118', s.accent, 4, ' stroke-dasharray="2 9"');
  o +=
    path('M404 84c-10 0-18 8-18 18 0 13 18 28 18 28s18-15 18-28c0-10-8-18-18-18Z', s.accent) +
    circle(404, 102, 6, '#fff');
  o += rect(206, 250, 44, 24, 5, PALETTE.primary) + wheel(216, 276, 6) + wheel(240, 276, 6);
  o += s.panel(456, 130, 150, 116);
  o +=
    circle(540, 84, 30, '#fff') + circle(540, 80, 11, '#f2c9a0') + path('M520 106a20 16 0 0 1 40 0Z', PALETTE.primary);
  return o + line('M526 80a14 14 0 0 1 28 0M554 82v6l-10 6', s.accent, 3);
};

/** An industry's scenes: [key, topic words (tag slugs and title words, either language), drawing];
 *  a scene without topic words is the industry's default. */
type Variant = readonly [key: string, topic: RegExp | undefined, draw: Draw];

const INDUSTRIES: readonly [RegExp, readonly Variant[]][] = [
  [
    /^qiche/,
    [
      ['auto-dealer', /qiyemenhu|crm|经销商|dealer/i, v.autoDealer],
      ['auto-quality', /shuzihuazhiliang|APQP|PPAP/i, v.autoQuality],
      ['auto-line', undefined, auto],
    ],
  ],
  [
    /^(yiyao|shiyanshi)/,
    [
      ['pharma-chemical', /shiyouhuagong|化学|chemical/i, v.pharmaChemical],
      ['pharma-lab', /shiyanshi|实验室|\blab/i, v.pharmaLab],
      ['pharma-gmp', /shuzihuazhiliang|GMP|CAPA/i, v.pharmaGmp],
      ['pharma-plant', /zhiliangguanli|质量管理|quality/i, v.pharmaPlant],
      ['pharma', undefined, pharma],
    ],
  ],
  [
    /^dianti/,
    [
      ['lift-monitor', /shebeilianwang|物联|IoT|monitor/i, elevator],
      ['lift-install', /xiangmuguanli|安装|install/i, v.liftInstall],
      ['lift-service', undefined, v.liftService],
    ],
  ],
  [
    /^(jinrong|shangyeyinhang|yinhang)/,
    [
      ['finance-portal', /qiyemenhu|门户|portal/i, v.financePortal],
      ['finance-securities', /guochanhuatidai|证券|securities/i, v.financeSecurities],
      ['finance-leasing', /租赁|leas/i, v.financeLeasing],
      ['finance-bank', undefined, finance],
    ],
  ],
  [
    /^fangdichan/,
    [
      ['estate-mall', /购物中心|商业|mall/i, v.estateMall],
      ['estate-sales', /营销|erp|marketing/i, v.estateSales],
      ['estate-service', /shouhoufuwu|报修|客户服务|repair/i, v.estateService],
      ['estate-site', undefined, estate],
    ],
  ],
  [
    /^zhuangbeizhizao/,
    [
      ['equipment-change', /chanpinshengmingzhouqi|设计变更|design change/i, v.equipmentChange],
      ['equipment-quality', /\bmes\b|质量|quality/i, v.equipmentQuality],
      ['equipment', undefined, equipment],
    ],
  ],
  [
    /^(gongyehulianwang|zhinengzhizao|xinnengyuan|shebei)/,
    [
      ['iiot-oee', /shebeioee|设备综合效率|\bOEE\b/i, v.iiotOee],
      ['iiot-trace', /shengchanzhuisu|追溯|trace/i, v.iiotTrace],
      ['iiot', undefined, iiot],
    ],
  ],
  [
    /^renliziyuan/,
    [
      ['people-shifts', /排班|计件|shift|piece/i, v.peopleShifts],
      ['people', undefined, people],
    ],
  ],
  [/^(caigou|gongyinglian|shuzihuagongyinglian|wuliu)/, [['procurement', undefined, procurement]]],
  [
    /^(shujuzhongtai|zhushuju|shujuzhili)/,
    [
      ['data-parts', /qichelingbujian|汽车零部件|auto parts/i, v.dataParts],
      ['data-materials', /物料|material/i, v.equipmentMaterials],
      ['data', undefined, data],
    ],
  ],
  [/^xiangmuguanli/, [['project', undefined, project]]],
  [
    /^zhihuiyuanqu/,
    [
      ['park-network', /产业园|座|parks|工单|requests/i, v.parkNetwork],
      ['park', undefined, park],
    ],
  ],
  [/^shouhoufuwu/, [['service', undefined, service]]],
];

/** The scene of the first tag that names an industry, the one its topic words ask for, or undefined. */
export function industryScene(tags: readonly { slug: string }[], title = ''): { key: string; draw: Draw } | undefined {
  const topic = `${tags.map((t) => t.slug).join(' ')} ${title}`;
  for (const t of tags) {
    const variants = INDUSTRIES.find(([re]) => re.test(t.slug))?.[1];
    const hit = variants?.find(([, words]) => !words || words.test(topic));
    if (hit) return { key: hit[0], draw: hit[2] };
  }
  return undefined;
}

/** A neutral business scene: a chart card and a list card, for articles without an industry. */
export const businessScene: Draw = (s) => chartCard(200, 86, 200, 150, s) + s.panel(420, 110, 180, 150);
