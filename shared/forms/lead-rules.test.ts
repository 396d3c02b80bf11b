import { describe, expect, it } from 'vitest';
import { firstConsultProblem, leadProblem, trialFieldProblem, trialProblems, type LeadValues } from './lead-rules.ts';

const empty: LeadValues = { client_name: '', corp_name: '', phone: '', corp_email: '', demand: '' };
const full: LeadValues = {
  client_name: '王磊',
  corp_name: '瑞程精密机械',
  phone: '021-61234567',
  corp_email: 'wanglei@ruicheng.example.cn',
  demand: '评估主数据平台',
};

describe('Chinese consultation form', () => {
  it('walks through the messages in the spec order as fields are filled', () => {
    const steps: [Partial<LeadValues>, string | undefined][] = [
      [{}, '姓名不能为空'],
      [{ client_name: '王磊' }, '公司名称不能为空'],
      [{ corp_name: '瑞程精密机械' }, '电话不能为空'],
      [{ phone: '021-61234567' }, '需求不能为空'],
      [{ demand: '评估主数据平台' }, undefined],
      [{ corp_email: 'not-an-email' }, '企业邮箱格式不正确'],
      [{ corp_email: 'wanglei@ruicheng.example.cn' }, undefined],
    ];
    let values: LeadValues = { ...empty };
    for (const [change, message] of steps) {
      values = { ...values, ...change };
      expect(firstConsultProblem(values, { requireEmail: false })?.message).toBe(message);
    }
  });

  it('treats whitespace as empty', () => {
    expect(firstConsultProblem({ ...full, client_name: '   ' }, { requireEmail: false })).toEqual({
      field: 'client_name',
      message: '姓名不能为空',
    });
  });

  it('does not apply the phone pattern', () => {
    expect(firstConsultProblem({ ...full, phone: '12' }, { requireEmail: false })).toBeUndefined();
  });
});

describe('English consultation form', () => {
  const en = { requireEmail: true, lang: 'en' } as const;
  it('requires the email, then checks its pattern, with English messages', () => {
    expect(firstConsultProblem({ ...full, corp_email: '' }, en)?.message).toBe('Please enter your business email');
    expect(firstConsultProblem({ ...full, corp_email: 'a@b' }, en)?.message).toBe(
      'Please enter a valid business email address',
    );
    expect(firstConsultProblem(full, en)).toBeUndefined();
    expect(firstConsultProblem({ ...full, client_name: '' }, en)?.message).toBe('Please enter your name');
  });

  it('walks through the fields in the same order as the Chinese form', () => {
    const order = (lang: 'zh' | 'en') => {
      const fields: string[] = [];
      let values: Partial<LeadValues> = {};
      for (let p = firstConsultProblem(values, { requireEmail: true, lang }); p;) {
        fields.push(p.field);
        values = { ...values, [p.field]: p.field === 'corp_email' ? 'a@b.cn' : 'x' };
        p = firstConsultProblem(values, { requireEmail: true, lang });
      }
      return fields;
    };
    expect(order('en')).toEqual(['client_name', 'corp_name', 'phone', 'demand', 'corp_email']);
    expect(order('en')).toEqual(order('zh'));
  });
});

describe('trial form', () => {
  it('checks each field on its own with the trial messages', () => {
    expect(trialFieldProblem('client_name', '')).toBe('请输入您的姓名');
    expect(trialFieldProblem('corp_name', ' ')).toBe('请输入企业名称');
    expect(trialFieldProblem('phone', '')).toBe('请输入您的联系方式');
    expect(trialFieldProblem('demand', '')).toBe('请输入您的需求');
    expect(trialFieldProblem('corp_email', '')).toBeUndefined();
    expect(trialFieldProblem('corp_email', 'someone@qq')).toBe('请输入正确的企业邮箱地址');
    // The placeholder discourages QQ and 163 mailboxes, but they are not rejected.
    expect(trialFieldProblem('corp_email', 'someone@qq.com')).toBeUndefined();
  });

  it('speaks English on the English site', () => {
    expect(trialFieldProblem('phone', '', 'en')).toBe('Please enter your phone number');
    expect(trialFieldProblem('corp_email', 'someone@qq', 'en')).toBe('Please enter a valid business email address');
    expect(trialProblems(empty, 'en')).toHaveLength(4);
  });

  it('lists every failing field, so submit is blocked while any fail', () => {
    expect(trialProblems(empty).map((p) => p.message)).toEqual([
      '请输入您的姓名',
      '请输入企业名称',
      '请输入您的联系方式',
      '请输入您的需求',
    ]);
    expect(trialProblems(full)).toEqual([]);
  });
});

describe('server-side lead check', () => {
  it('applies the rules of the form the lead came from', () => {
    expect(leadProblem({ ...full, corp_email: '' }, 'consult')).toBeUndefined();
    expect(leadProblem({ ...full, corp_email: '' }, 'consult-en')?.message).toBe('Please enter your business email');
    expect(leadProblem({ ...full, client_name: '' }, 'trial')?.message).toBe('请输入您的姓名');
    // A form posted from an English page is answered in English.
    expect(leadProblem({ ...full, client_name: '' }, 'trial', 'en')?.message).toBe('Please enter your name');
    expect(leadProblem({ ...full, demand: 'x'.repeat(2001) }, 'trial', 'en')?.message).toBe(
      'Too long: at most 2000 characters',
    );
  });

  it.each([
    ['client_name', 51],
    ['corp_name', 101],
    ['phone', 21],
    ['demand', 2001],
  ] as const)('limits %s to %i characters', (field, length) => {
    const problem = leadProblem({ ...full, [field]: 'x'.repeat(length) }, 'consult');
    expect(problem?.field).toBe(field);
    expect(leadProblem({ ...full, [field]: 'x'.repeat(length - 1) }, 'consult')).toBeUndefined();
  });

  it('limits the email to 100 characters', () => {
    const long = `${'a'.repeat(96)}@b.cn`; // 101 characters
    expect(leadProblem({ ...full, corp_email: long }, 'consult')?.field).toBe('corp_email');
  });
});
