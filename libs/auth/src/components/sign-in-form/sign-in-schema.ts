import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { loginRequestSchema, type LoginRequest } from '@ruume/contracts';

/** The sign-in form's validation, loaded on demand (see lazyResolver). */
export const signInResolver = zodResolver(
  loginRequestSchema,
) as Resolver<LoginRequest>;
