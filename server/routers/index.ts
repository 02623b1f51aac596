import { createCallerFactory, router } from '../trpc';
import { authRouter } from './auth';
import { importRouter } from './import';
import { photosRouter } from './photos';
import { recipesRouter } from './recipes';
import { transferRouter } from './transfer';
import { versionsRouter } from './versions';

export const appRouter = router({
  auth: authRouter,
  recipes: recipesRouter,
  import: importRouter,
  versions: versionsRouter,
  transfer: transferRouter,
  photos: photosRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
