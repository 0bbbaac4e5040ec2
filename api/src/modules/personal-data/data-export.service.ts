import { can, requireViewer } from '../../policies/authorize.ts';
import { t } from '../../i18n.ts';
import type { ServiceContext } from '../service-context.ts';
import { storageOf } from '../files/index.ts';
import { getTree, viewerGrants } from '../trees/index.ts';
import { writeTreeExport } from '../gedcom/index.ts';
import { memoriesForExport } from '../memories/index.ts';
import { storiesForExport } from '../stories/index.ts';
import { answersForExport } from '../daily-moments/index.ts';
import { achievementsRecordedBy, celebrationsBy } from '../achievements/index.ts';
import { heirloomsRecordedBy } from '../heirlooms/index.ts';
import { familyEventsForExport } from '../family-events/index.ts';
import { circlesForExport } from '../circles/index.ts';
import { connectionsForExport } from '../connections/index.ts';
import { profileForExport } from '../users/index.ts';
import { capsulesForExport, type ExportedAttachment } from '../time-capsules/index.ts';
import { voiceMessagesForExport } from '../voice-messages/index.ts';
import { dnaKitsForExport } from '../dna/index.ts';
import { challengesForExport } from '../challenges/index.ts';
import { faceDataForExport } from '../faces/index.ts';
import { zipStream } from './zip-stream.ts';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/heic': 'heic', 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/** The extensions of stored voice recordings. */
const AUDIO_EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/aac': 'aac', 'audio/ogg': 'ogg', 'audio/webm': 'webm', 'audio/wav': 'wav' };

/** A name part safe in any file system: letters, digits and dashes. */
const slug = (text: string) => text.normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'untitled';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** What the archive holds, in the language of the one who asked for it. */
const README = (name: string, when: string) => t('personal-data:readme', { name, when });

/**
 * The viewer's own data as a ZIP archive, streamed as it is written: their profile, the trees they
 * own (GEDCOM, as they see them), their memories with the files, their stories, the events they
 * organize and their answers, their circles and connections. Only what they made or may see: each
 * part is read through the viewer's own rights.
 */
export async function exportMyData(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  const today = new Date().toISOString().slice(0, 10);
  const zip = zipStream();
  const fileName = `kinfolk-${slug([viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || 'my-data')}-${today}.zip`;

  const write = async () => {
    await zip.add('README.txt', README([viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email, today));
    await zip.add('profile.json', json(profileForExport(viewer)));

    const grants = await viewerGrants(sc);
    const trees = [];
    for (const grant of grants) {
      const tree = await getTree(sc, grant.treeId);
      trees.push({ id: tree.id, name: tree.name, role: grant.role });
      if (!can(sc, 'own', 'Tree', tree)) continue;
      const chunks: Uint8Array[] = [];
      await writeTreeExport(sc, tree.id, '5.5.1', async (bytes) => void chunks.push(bytes));
      await zip.add(`trees/${slug(tree.name)}-${tree.id.slice(0, 8)}.ged`, Buffer.concat(chunks));
    }
    await zip.add('trees.json', json(trees));

    const memories = await memoriesForExport(sc.em, viewer.id);
    const storage = storageOf(sc.config);
    const listed = [];
    for (const memory of memories) {
      const path = `memories/${memory.createdAt.toISOString().slice(0, 10)}-${slug(memory.title)}-${memory.id.slice(0, 8)}.${EXTENSIONS[memory.contentType] ?? 'bin'}`;
      const { fileKey, contentType, ...shown } = memory;
      listed.push({ ...shown, file: path, contentType });
      await zip.add(path, await storage.read(fileKey));
    }
    await zip.add('memories.json', json(listed));
    await zip.add('stories.json', json(await storiesForExport(sc.em, viewer.id)));
    const answers = [];
    for (const { photoKey, photoType, audioKey, audioType, ...answer } of await answersForExport(sc.em, viewer.id)) {
      const base = `daily-moments/${answer.day}-${answer.id.slice(0, 8)}`;
      const photo = photoKey ? `${base}-photo.${EXTENSIONS[photoType ?? ''] ?? 'bin'}` : null;
      const audio = audioKey ? `${base}-voice.${AUDIO_EXTENSIONS[audioType ?? ''] ?? 'bin'}` : null;
      if (photoKey && photo) await zip.add(photo, await storage.read(photoKey));
      if (audioKey && audio) await zip.add(audio, await storage.read(audioKey));
      answers.push({ ...answer, photo, audio });
    }
    await zip.add('daily-moments.json', json(answers));
    await zip.add('achievements.json', json({ recorded: await achievementsRecordedBy(sc.em, viewer.id), celebrated: await celebrationsBy(sc.em, viewer.id) }));
    await zip.add('heirlooms.json', json(await heirloomsRecordedBy(sc.em, viewer.id)));
    await zip.add('events.json', json(await familyEventsForExport(sc.em, viewer.id)));
    await zip.add('circles.json', json(await circlesForExport(sc.em, viewer.id)));
    await zip.add('connections.json', json(await connectionsForExport(sc.em, viewer.id)));

    // Time capsules: those made, and those opened for the viewer, with their files; one sealed for
    // them is only from whom and when (its content is read by nobody until it opens).
    const capsules = await capsulesForExport(sc.em, viewer.id);
    const withFiles = async (capsule: { id: string; attachments?: ExportedAttachment[] }) => {
      const files = [];
      for (const [i, attachment] of (capsule.attachments ?? []).entries()) {
        const path = `time-capsules/${capsule.id.slice(0, 8)}-${i + 1}.${EXTENSIONS[attachment.contentType] ?? AUDIO_EXTENSIONS[attachment.contentType] ?? 'bin'}`;
        await zip.add(path, await storage.read(attachment.fileKey));
        files.push({ kind: attachment.kind, contentType: attachment.contentType, file: path });
      }
      return 'attachments' in capsule ? { ...capsule, attachments: files } : capsule;
    };
    const made = [];
    for (const capsule of capsules.made) made.push(await withFiles(capsule));
    const forMe = [];
    for (const capsule of capsules.forMe) forMe.push(await withFiles(capsule));
    await zip.add('time-capsules.json', json({ made, forMe }));

    // Voice messages: those sent, with their recordings; those received, listed (the recordings are their senders').
    const voice = await voiceMessagesForExport(sc.em, viewer.id);
    const sentVoice = [];
    for (const { fileKey, contentType, ...message } of voice.sent) {
      const path = `voice-messages/${message.createdAt.toISOString().slice(0, 10)}-${slug(message.title)}-${message.id.slice(0, 8)}.${AUDIO_EXTENSIONS[contentType] ?? 'bin'}`;
      await zip.add(path, await storage.read(fileKey));
      sentVoice.push({ ...message, contentType, file: path });
    }
    await zip.add('voice-messages.json', json({ sent: sentVoice, received: voice.received }));
    await zip.add('challenges.json', json(await challengesForExport(sc.em, viewer.id)));
    // DNA kits: what was read of each file and the agreements to match; not the genotypes (docs/dna.md).
    await zip.add('dna-kits.json', json(await dnaKitsForExport(sc.em, viewer.id)));
    // Face suggestions: what is kept of the viewer's own people, counted and explained (docs/face-suggestions.md).
    await zip.add('faces.json', json(await faceDataForExport(sc.em, viewer.id)));
    zip.end();
  };
  // A failure while writing cuts the download short (the archive is then incomplete, and says so to any unzip program).
  const writing = write();
  writing.catch((error: Error) => zip.fail(error));
  return { fileName, stream: zip.stream };
}
