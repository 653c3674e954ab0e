/** A point in the film that FFmpeg's log says it has reached: read from the input, or written out. */
export interface FfmpegLogTime {
  kind: 'read' | 'written';
  /** Seconds into the film. */
  seconds: number;
}

/** `-debug_ts` logs each packet the demuxer hands on, with its presentation time in seconds. */
const READ_LINE = /^demuxer(?:\+ffmpeg)? -> .*\bpkt_pts_time:(\d+(?:\.\d+)?)\b/;
/** The half-second stats line: `frame=  48 fps=2.8 … time=00:00:01.97 bitrate=…`. */
const WRITTEN_LINE = /^frame=.*\btime=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)\b/;

/**
 * Where one line of FFmpeg's log says the conversion is, or null for a line that says nothing about
 * it. Both are needed for a GIF: palettegen reads the whole film before the first GIF frame is
 * written, so the written time (what FFmpeg's own progress event reports) stands still at 0 for the
 * first part of the work, while the read time moves.
 */
export function ffmpegLogTime(line: string): FfmpegLogTime | null {
  const read = READ_LINE.exec(line);
  if (read) return { kind: 'read', seconds: Number(read[1]) };
  const written = WRITTEN_LINE.exec(line);
  if (written) {
    const [, hours, minutes, seconds] = written;
    return { kind: 'written', seconds: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) };
  }
  return null;
}
