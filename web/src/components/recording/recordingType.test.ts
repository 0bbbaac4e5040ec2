import { clock, isSafari, recordingName, recordingType } from './recordingType';

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('the recording format', () => {
  it('is MP4 on Safari even where it claims WebM/Opus', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(recordingType(() => true, SAFARI)).toBe('audio/mp4');
  });

  it('is the first of WebM/Opus, Ogg/Opus and MP4 a browser supports elsewhere', () => {
    expect(isSafari(CHROME)).toBe(false);
    expect(recordingType(() => true, CHROME)).toBe('audio/webm;codecs=opus');
    expect(recordingType((type) => type.startsWith('audio/ogg'), FIREFOX)).toBe('audio/ogg;codecs=opus');
    expect(recordingType((type) => type === 'audio/mp4', CHROME)).toBe('audio/mp4');
    expect(recordingType(() => false, CHROME)).toBe('');
  });

  it('names its file and shows times as minutes and seconds', () => {
    expect(recordingName('audio/mp4')).toBe('voice-message.m4a');
    expect(recordingName('audio/webm;codecs=opus')).toBe('voice-message.webm');
    expect(clock(65.4)).toBe('1:05');
    expect(clock(600)).toBe('10:00');
  });
});
