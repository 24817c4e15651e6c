//! Frames on a stream: a 4-byte big-endian length, then the message.

use iroh::endpoint::{RecvStream, SendStream};

/// One frame read.
pub(super) enum Frame {
    Message(Vec<u8>),
    TooLarge,
}

pub(super) async fn write_frame(send: &mut SendStream, bytes: &[u8]) -> Result<(), ()> {
    let len = u32::try_from(bytes.len()).map_err(|_| ())?;
    send.write_all(&len.to_be_bytes()).await.map_err(|_| ())?;
    send.write_all(bytes).await.map_err(|_| ())
}

/// Reads one frame; a frame over `limit` is read past in small pieces (never held) and
/// reported as too large. `Err` when the stream ends or breaks.
pub(super) async fn read_frame(recv: &mut RecvStream, limit: usize) -> Result<Frame, ()> {
    let mut len = [0u8; 4];
    recv.read_exact(&mut len).await.map_err(|_| ())?;
    let len = u32::from_be_bytes(len) as usize;
    if len > limit {
        let mut left = len;
        let mut sink = vec![0u8; 16 * 1024];
        while left > 0 {
            let n = left.min(sink.len());
            recv.read_exact(&mut sink[..n]).await.map_err(|_| ())?;
            left -= n;
        }
        return Ok(Frame::TooLarge);
    }
    let mut bytes = vec![0u8; len];
    recv.read_exact(&mut bytes).await.map_err(|_| ())?;
    Ok(Frame::Message(bytes))
}
