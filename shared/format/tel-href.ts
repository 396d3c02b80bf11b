/** A tel: link for a displayed number such as 400-821-9696 (digits and + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
