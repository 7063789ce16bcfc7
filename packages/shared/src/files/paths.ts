import { platformPath as p } from '../api/paths.ts';

/** Uploads (spec 000 §7); the uploaded files are served from FILES_BASE. */
export const filesPaths = {
  upload: p('common/fileStore/uploadOssFile'),
} as const;
