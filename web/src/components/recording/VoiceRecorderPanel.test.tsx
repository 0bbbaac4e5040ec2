import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useRecorder } from './useRecorder';
import { VoiceRecorderPanel } from './VoiceRecorderPanel';

// jsdom has no microphone, MediaRecorder or Web Audio: a small stand-in for each, enough for the
// panel's states. The fake recorder hands over its bytes and says it stopped, as a browser does.
class FakeMediaRecorder {
  static last: FakeMediaRecorder | null = null;
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: RecordingState = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    setTimeout(() => {
      this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], { type: this.mimeType }) });
      this.onstop?.();
    }, 0);
  }
}

class FakeAudioContext {
  createAnalyser() {
    return {
      fftSize: 0,
      // A steady voice: every sample at 0.1, so a level of 0.4.
      getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.1),
    };
  }
  createMediaStreamSource() {
    return { connect: () => {} };
  }
  close() {
    return Promise.resolve();
  }
}

const track = { stop: jest.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;
const getUserMedia = jest.fn(() => Promise.resolve(stream));
const globals = globalThis as Record<string, unknown>;

beforeEach(() => {
  track.stop.mockClear();
  getUserMedia.mockClear();
  FakeMediaRecorder.last = null;
  globals.MediaRecorder = FakeMediaRecorder;
  globals.AudioContext = FakeAudioContext;
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});

afterEach(() => {
  delete globals.MediaRecorder;
  delete globals.AudioContext;
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

/** The panel as a form uses it: the form reads the recording when it sends. */
function Form({ maxSeconds = 600 }: { maxSeconds?: number }) {
  const recorder = useRecorder(maxSeconds);
  return (
    <>
      <VoiceRecorderPanel recorder={recorder} />
      <output aria-label="To send">{recorder.recording ? `${recorder.recording.file.name} (${recorder.recording.file.type})` : 'nothing'}</output>
    </>
  );
}

const panel = () => screen.getByRole('region', { name: 'Recording' });
const toSend = () => screen.getByRole('status', { name: 'To send' });

describe('VoiceRecorderPanel', () => {
  it('records with a level meter and the time left, pauses and resumes, and is listened back before it is used', async () => {
    const { user } = renderWithProviders(<Form />);
    expect(within(panel()).getByText('Up to 10 minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record' }));

    // Recording: the level of the microphone, the time left under the cap, Pause and Stop.
    expect(await within(panel()).findByText('Recording', { selector: 'p' })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeMediaRecorder.last?.mimeType).toBe('audio/webm;codecs=opus');
    const meter = screen.getByRole('progressbar', { name: 'Sound level' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^(10:00|9:5\d) left$/);
    expect(toSend()).toHaveTextContent('nothing');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(within(panel()).getByText('Paused')).toBeInTheDocument();
    expect(FakeMediaRecorder.last?.state).toBe('paused');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(FakeMediaRecorder.last?.state).toBe('recording');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    // Stopped: the microphone is let go, the recording is on a player to listen back to, and it is what the form sends.
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const player = await screen.findByLabelText('Listen back');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(toSend()).toHaveTextContent('voice-message.webm (audio/webm;codecs=opus)');

    // Discarded: nothing is sent, and one may record again.
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByLabelText('Listen back')).not.toBeInTheDocument();
    expect(toSend()).toHaveTextContent('nothing');
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });

  it('stops by itself at the cap', async () => {
    const { user } = renderWithProviders(<Form maxSeconds={0.3} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByLabelText('Listen back', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(toSend()).toHaveTextContent('voice-message.webm');
    expect(track.stop).toHaveBeenCalled();
  });

  it('drops a recording discarded while it is under way', async () => {
    const { user } = renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Listen back')).not.toBeInTheDocument();
    expect(toSend()).toHaveTextContent('nothing');
  });

  it('takes a chosen audio file instead, to listen back to as well', async () => {
    const { user } = renderWithProviders(<Form />);
    const input = panel().querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([0x49, 0x44, 0x33])], 'grandma.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByLabelText('Listen back')).toBeInTheDocument();
    expect(toSend()).toHaveTextContent('grandma.mp3 (audio/mpeg)');
  });

  it('says when the browser cannot record, and still takes a file', async () => {
    getUserMedia.mockImplementationOnce(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('This browser cannot record here. You can choose an audio file instead.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await inLanguage('es');
    const { user } = renderWithProviders(<Form maxSeconds={300} />);
    expect(screen.getByText('Hasta 5 minutos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grabar' }));
    expect(await screen.findByRole('progressbar', { name: 'Nivel de sonido' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detener' })).toBeInTheDocument();
  });
});
