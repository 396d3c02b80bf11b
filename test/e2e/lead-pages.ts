// The pages with a lead form, and how tests find the form and what the site stored from it.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

/** Every page with a lead form (the English site keeps its desktop layout on phones). */
export const LEAD_FORM_PAGES = [
  '/form',
  '/en/form',
  '/whitepaper',
  '/',
  '/en',
  '/product_apaas',
  '/solution_automobile',
  '/cooperative',
  '/complex-scene',
  '/marketing-automation',
  '/en/product_apaas',
  '/en/product_ipaas',
  '/en/solution_automobile',
  '/en/cooperative',
];

/** The phone layout has no form there: the home page drops it (spec) and the white papers link to /form. */
export const NO_FORM_ON_PHONES = new Set(['/', '/whitepaper']);

/** The page's lead form. */
export function leadForm(page: Page): Locator {
  return page.locator('form', { has: page.locator('.lead-form__submit') }).first();
}

/** The leads the site's store holds for a test's own phone number, with their conversion's click. */
export function storedLeads(phone: string): { id: number; form: string; demand: string; bd_vid: string | null }[] {
  const db = new DatabaseSync(path.join(E2E_DATA_DIR!, 'leads.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT l.id, l.form, l.demand, c.bd_vid FROM leads l
         LEFT JOIN conversions c ON c.lead_id = l.id AND c.own_lead = 1 WHERE l.phone = ? ORDER BY l.id`,
      )
      .all(phone) as never;
  } finally {
    db.close();
  }
}

/** A phone number no other test sends. */
export const uniquePhone = () =>
  `13${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
