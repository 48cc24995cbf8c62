import { z } from 'zod';

/** A saved card as the payment provider reports it (SPEC §3). */
export const paymentMethodSchema = z.object({
  id: z.string().min(1),
  card: z.object({
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.array(paymentMethodSchema);
