import { notFound, invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { discardFile, removeStoredFile, storeDocument, storeImage, type IncomingFile } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/index.ts';
import { Heirloom } from './heirloom.entity.ts';
import { HeirloomDocument } from './heirloom-document.entity.ts';
import { HeirloomPhoto } from './heirloom-photo.entity.ts';
import { MAX_DOCUMENTS, MAX_PHOTOS, tooManyDocuments, tooManyPhotos } from './heirloom.input.ts';
import type { HeirloomModel } from './heirloom.presenter.ts';
import { getHeirloom } from './heirloom.service.ts';
import { documentName, writing } from './heirloom-writing.ts';

/**
 * Stores photos of an heirloom in the transaction's EntityManager (the image intake: decoded,
 * re-encoded, without EXIF or GPS); their keys go into `stored` at once, so the caller removes them
 * from storage if the transaction fails. A file that is not an image is refused before anything of it is kept.
 */
export async function storePhotos(tx: ServiceContext, owner: User, heirloom: Heirloom, photos: IncomingFile[], from: number, stored: string[]) {
  for (const [i, photo] of photos.entries()) {
    const file = await storeImage(tx, owner, photo, 'heirloom-photo', 'photos');
    stored.push(file.key);
    tx.em.create(HeirloomPhoto, { heirloom, file, position: from + i });
  }
}

/** Stores documents of an heirloom as storePhotos does photos; anything but a whole PDF within the upload limit is refused. */
export async function storeDocuments(tx: ServiceContext, owner: User, heirloom: Heirloom, documents: IncomingFile[], from: number, stored: string[], field = 'documents') {
  for (const [i, document] of documents.entries()) {
    const file = await storeDocument(tx, owner, document, 'heirloom-document', field);
    stored.push(file.key);
    tx.em.create(HeirloomDocument, { heirloom, file, name: documentName(document.filename), position: from + i });
  }
}

const onlyEditors = () => t('heirlooms:onlyEditors');

/** Runs a change of an heirloom's files for someone who may change it, read afresh under the tree's lock. */
async function changingFiles(sc: ServiceContext, id: string, work: (tx: ServiceContext, fresh: HeirloomModel, heirloom: Heirloom, stored: string[]) => Promise<string[]>) {
  const model = await getHeirloom(sc, id);
  authorize(sc, 'update', 'Heirloom', model.view, onlyEditors());
  const removed = await writing(sc, model.treeId, async (tx, stored) => {
    const fresh = await getHeirloom(tx, id);
    authorize(tx, 'update', 'Heirloom', fresh.view, onlyEditors());
    const heirloom = await tx.em.findOneOrFail(Heirloom, { id });
    heirloom.updatedAt = new Date();
    const keys = await work(tx, fresh, heirloom, stored);
    await tx.em.flush();
    return keys;
  });
  for (const key of removed) await discardFile(sc, key);
  return getHeirloom(sc, id);
}

/** Adds a photo to an heirloom (at most MAX_PHOTOS in all). */
export function addHeirloomPhoto(sc: ServiceContext, id: string, photo: IncomingFile): Promise<HeirloomModel> {
  const viewer = requireViewer(sc.viewer);
  return changingFiles(sc, id, async (tx, fresh, heirloom, stored) => {
    if (fresh.photos.length >= MAX_PHOTOS) throw invalid(tooManyPhotos(), { photo: tooManyPhotos() });
    const file = await storeImage(tx, viewer, photo, 'heirloom-photo', 'photo');
    stored.push(file.key);
    tx.em.create(HeirloomPhoto, { heirloom, file, position: fresh.photos.length });
    return [];
  });
}

/** Removes a photo of an heirloom (NOT_FOUND for one it does not have). */
export function removeHeirloomPhoto(sc: ServiceContext, id: string, photoId: string): Promise<HeirloomModel> {
  return changingFiles(sc, id, async (tx, fresh) => {
    const photo = fresh.photos.find((p) => p.id === photoId);
    if (!photo) throw notFound('File');
    await removeStoredFile(tx, photo.key);
    return [photo.key];
  });
}

/** Adds a document (a PDF) to an heirloom (at most MAX_DOCUMENTS in all). */
export function addHeirloomDocument(sc: ServiceContext, id: string, document: IncomingFile): Promise<HeirloomModel> {
  const viewer = requireViewer(sc.viewer);
  return changingFiles(sc, id, async (tx, fresh, heirloom, stored) => {
    if (fresh.documents.length >= MAX_DOCUMENTS) throw invalid(tooManyDocuments(), { document: tooManyDocuments() });
    await storeDocuments(tx, viewer, heirloom, [document], fresh.documents.length, stored, 'document');
    return [];
  });
}

/** Removes a document of an heirloom (NOT_FOUND for one it does not have). */
export function removeHeirloomDocument(sc: ServiceContext, id: string, documentId: string): Promise<HeirloomModel> {
  return changingFiles(sc, id, async (tx, fresh) => {
    const document = fresh.documents.find((d) => d.id === documentId);
    if (!document) throw notFound('File');
    await removeStoredFile(tx, document.key);
    return [document.key];
  });
}
