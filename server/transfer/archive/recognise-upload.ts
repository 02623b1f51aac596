import type { MessageRef } from '#shared/messages/message-ref.ts';
import { UnsupportedFileError } from '../errors';
import { ArchiveError } from './archive';
import { openTransferSource } from './archive-source';
import { describeFile, unsupportedParams } from './file-kind';

/**
 * What an uploaded file is, decided before its job is made: the same opening the job does (so every
 * format a reader knows is accepted), closed again at once. A file no reader opens is refused with
 * what it looks like and what can be read, instead of a job that fails.
 */
export async function recogniseUpload(file: string, fileName: string): Promise<MessageRef> {
  try {
    const source = await openTransferSource(file, fileName);
    source.close();
    return source.format;
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    throw new UnsupportedFileError(unsupportedParams(await describeFile(file, fileName), error.text));
  }
}
