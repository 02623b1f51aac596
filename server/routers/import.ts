import { router } from '../trpc';

export const importRouter = router({});
