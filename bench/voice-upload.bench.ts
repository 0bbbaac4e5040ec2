// A 10-minute voice recording sent as a voice message through the real server (GraphQL multipart),
// from another process: the server's memory growth while it streams the recording to storage and
// measures it, and how long after the upload's last byte its answer (with the measured length and
// waveform) arrives. Two recordings: a WebM/Opus as browsers record it (no length in its header), and
// a 48 kHz WAV, whose every sample is read (the most work per second of sound).
//   npm run bench:voice            (BENCH_VOICE_SECONDS=600, BENCH_ROUNDS=3)
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBenchServer } from './harness.ts';
import type { VoiceUploadRequest, VoiceUploadResult } from './voice-upload.ts';

const MiB = 1024 * 1024;
const seconds = Number(process.env.BENCH_VOICE_SECONDS ?? 600);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_TARGET_MB = 50;
const AFTER_END_TARGET_S = 2;
const sender = path.join(import.meta.dirname, 'voice-upload.ts');

async function upload(req: VoiceUploadRequest): Promise<VoiceUploadResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [sender, JSON.stringify(req)], { maxBuffer: 4 * MiB });
  const result = JSON.parse(stdout) as VoiceUploadResult;
  if (result.status >= 300 || result.body.includes('"errors"')) throw new Error(`voice upload failed: ${result.status} ${result.body.slice(0, 400)}`);
  return result;
}

/** Samples this process's resident memory every 20 ms until stopped. */
function sampleRss() {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return {
    stop() {
      clearInterval(timer);
      return { baseline, peak: Math.max(peak, process.memoryUsage().rss) };
    },
  };
}

const server = await startBenchServer();
console.log(`Kinfolk voice upload — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Targets: server RSS growth ≤ ${RSS_TARGET_MB} MB during the upload; length and waveform known ≤ ${AFTER_END_TARGET_S} s after the upload's last byte.`);
try {
  const ada = await server.signIn('Ada Bench');
  const ben = await server.signIn('Ben Bench');
  // Ben reads Ada's tree: they are relatives.
  const connect = await ada.client.gql<{ sendConnectionRequest: { id: string } }>('mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', { i: { toUserId: ben.userId, relationshipType: 'cousin' } });
  await ben.client.gql('mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: connect.data!.sendConnectionRequest.id });
  const invited = await ada.client.gql<{ inviteToTree: { id: string } }>('mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }', { i: { treeId: ada.treeId, userId: ben.userId, role: 'viewer' } });
  await ben.client.gql('mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { id } }', { id: invited.data!.inviteToTree.id });
  const base = { url: server.url, cookie: [...ada.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), recipientId: ben.userId };

  for (const format of ['webm', 'wav'] as const) {
    // A short one first, so code loaded on first use is not counted as growth.
    await upload({ ...base, format, seconds: 2 });
    const runs: { growth: number; baseline: number; peak: number; result: VoiceUploadResult; duration: number; bars: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const rss = sampleRss();
      const result = await upload({ ...base, format, seconds });
      const { baseline, peak } = rss.stop();
      const answer = (JSON.parse(result.body) as { data: { sendVoiceMessage: { durationSeconds: number; peaks: number[] } } }).data.sendVoiceMessage;
      if (Math.abs(answer.durationSeconds - seconds) > 0.1) throw new Error(`${format}: measured ${answer.durationSeconds} s of ${seconds}`);
      runs.push({ growth: (peak - baseline) / MiB, baseline, peak, result, duration: answer.durationSeconds, bars: answer.peaks.length });
    }
    const worst = runs.reduce((a, b) => (b.growth > a.growth ? b : a));
    const slowest = Math.max(...runs.map((r) => r.result.afterEndSeconds));
    console.log(`\n${format === 'webm' ? 'WebM/Opus (as MediaRecorder writes it, no length in its header)' : 'WAV, 48 kHz 16-bit mono'}: ${(runs[0].result.bytes / MiB).toFixed(1)} MB, ${seconds} s, ${rounds} uploads; measured ${runs[0].duration} s, ${runs[0].bars} waveform bars`);
    console.log(`  server RSS growth: ${runs.map((r) => `+${r.growth.toFixed(1)} MB`).join(', ')} (worst: ${(worst.baseline / MiB).toFixed(0)} → ${(worst.peak / MiB).toFixed(0)} MB)   [target ≤ ${RSS_TARGET_MB} MB: ${worst.growth <= RSS_TARGET_MB ? 'met' : 'missed'}]`);
    console.log(`  upload to answer: ${runs.map((r) => `${r.result.seconds.toFixed(2)} s`).join(', ')}; last byte to answer (length and waveform known): ${runs.map((r) => `${r.result.afterEndSeconds.toFixed(3)} s`).join(', ')}   [target ≤ ${AFTER_END_TARGET_S} s: ${slowest <= AFTER_END_TARGET_S ? 'met' : 'missed'}]`);
  }
} finally {
  await server.close();
}
