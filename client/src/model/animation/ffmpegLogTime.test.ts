import { describe, expect, it } from 'vitest';
import { ffmpegLogTime } from './ffmpegLogTime';

// Lines as @ffmpeg/core 0.12.10 logs them converting a recorded film with `-debug_ts`.
const DEMUXER =
  'demuxer -> ist_index:0 type:video next_dts:1100000 next_dts_time:1.1 next_pts:1100000 next_pts_time:1.1 pkt_pts:19456 pkt_pts_time:1.26667 pkt_dts:16896 pkt_dts_time:1.1 duration:512 duration_time:0.0333333 off:0 off_time:0';
const DEMUXER_FFMPEG =
  'demuxer+ffmpeg -> ist_index:0 type:video pkt_pts:2560 pkt_pts_time:0.166667 pkt_dts:512 pkt_dts_time:0.0333333 duration:512 duration_time:0.0333333 off:0 off_time:0';
const STATS =
  'frame=   39 fps=2.5 q=-0.0 size=    2560kB time=00:00:01.59 bitrate=13189.6kbits/s speed=0.104x';
const LAST_STATS =
  'frame=   48 fps=2.8 q=-0.0 Lsize=    3276kB time=00:01:01.97 bitrate=13623.7kbits/s speed=0.116x';

describe('ffmpegLogTime', () => {
  it('reads how far into the film the demuxer has read from -debug_ts packet lines', () => {
    expect(ffmpegLogTime(DEMUXER)).toEqual({ kind: 'read', seconds: 1.26667 });
    expect(ffmpegLogTime(DEMUXER_FFMPEG)).toEqual({ kind: 'read', seconds: 0.166667 });
  });

  it('reads how far the output is written from the stats line’s time=', () => {
    expect(ffmpegLogTime(STATS)).toEqual({ kind: 'written', seconds: 1.59 });
    expect(ffmpegLogTime(LAST_STATS)).toEqual({ kind: 'written', seconds: 61.97 });
  });

  it('says nothing about lines that carry no film time', () => {
    expect(ffmpegLogTime('  Duration: 00:00:02.00, start: 0.000000, bitrate: 3033 kb/s')).toBeNull();
    expect(ffmpegLogTime('demuxer -> ist_index:0 type:video pkt_pts:NOPTS pkt_pts_time:NOPTS')).toBeNull();
    expect(ffmpegLogTime('filter -> pts:12 pts_time:0.5 exact:12.000000 time_base:1/24')).toBeNull();
    expect(ffmpegLogTime('frame=    0 fps=0.0 q=0.0 size=N/A time=-577014:32:22.77 bitrate=N/A')).toBeNull();
  });
});
