import { router } from '../trpc';

export const recipesRouter = router({});
