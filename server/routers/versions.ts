import { router } from '../trpc';

export const versionsRouter = router({});
