// /en/product_ipaas shows the English home page (spec §2 route table).
export { default } from './en-home.tsx';
