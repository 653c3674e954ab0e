/** Why a room cannot be served, and the close code that tells its clients what to do about it. */
export class RoomUnavailable extends Error {
  constructor(
    readonly closeCode: number,
    readonly closeReason: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'RoomUnavailable';
  }
}
