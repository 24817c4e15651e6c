//! The value network's weights as text: a `shape` line, then every weight.

use std::fmt::{self, Write as _};

use super::{HIDDEN, INPUTS, OUTPUTS, ValueNet};

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetFileError {
    /// No `shape INPUTS HIDDEN OUTPUTS` line before the weights.
    NoShape,
    /// The shape is not this program's network.
    WrongShape(String),
    /// A word that is not a number.
    NotANumber(String),
    /// Fewer or more weights than the shape needs.
    WrongCount {
        /// How many the shape needs.
        wanted: usize,
        /// How many the file has.
        found: usize,
    },
}

impl fmt::Display for NetFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetFileError::NoShape => f.write_str("no shape line before the weights"),
            NetFileError::WrongShape(shape) => write!(
                f,
                "the weights are for a network of shape {shape}, not {INPUTS} {HIDDEN} {OUTPUTS}"
            ),
            NetFileError::NotANumber(word) => write!(f, "{word:?} is not a number"),
            NetFileError::WrongCount { wanted, found } => {
                write!(f, "{found} weights where the shape needs {wanted}")
            }
        }
    }
}

impl std::error::Error for NetFileError {}

/// How many numbers a network has.
const WEIGHTS: usize = INPUTS * HIDDEN + HIDDEN + OUTPUTS * HIDDEN + OUTPUTS;

impl ValueNet {
    /// Reads weights as [`ValueNet::format`] writes them: comment lines (`#`), a line
    /// `shape INPUTS HIDDEN OUTPUTS`, then the input-to-hidden weights a row per input, the
    /// hidden biases, the hidden-to-output weights a row per output and the output biases.
    ///
    /// # Errors
    /// Says what is wrong when the text is not such a network.
    pub fn parse(text: &str) -> Result<ValueNet, NetFileError> {
        let mut lines = text
            .lines()
            .map(|line| line.split('#').next().unwrap_or("").trim())
            .filter(|line| !line.is_empty());
        let shape = lines
            .next()
            .and_then(|line| line.strip_prefix("shape "))
            .ok_or(NetFileError::NoShape)?;
        let wanted = format!("{INPUTS} {HIDDEN} {OUTPUTS}");
        if shape.split_whitespace().collect::<Vec<_>>().join(" ") != wanted {
            return Err(NetFileError::WrongShape(shape.to_owned()));
        }
        let mut numbers = Vec::with_capacity(WEIGHTS);
        for word in lines.flat_map(str::split_whitespace) {
            let number: f32 = word
                .parse()
                .map_err(|_| NetFileError::NotANumber(word.to_owned()))?;
            if !number.is_finite() {
                return Err(NetFileError::NotANumber(word.to_owned()));
            }
            numbers.push(number);
        }
        ValueNet::from_numbers(numbers)
    }

    /// Reads the weights as the build script writes the shipped ones: every number of
    /// [`ValueNet::parse`]'s text, in its order, as four little-endian bytes.
    ///
    /// # Errors
    /// Says what is wrong when the bytes are not such a network.
    pub(crate) fn from_le_bytes(bytes: &[u8]) -> Result<ValueNet, NetFileError> {
        let mut numbers = Vec::with_capacity(WEIGHTS);
        for chunk in bytes.chunks(4) {
            let number = <[u8; 4]>::try_from(chunk)
                .map(f32::from_le_bytes)
                .map_err(|_| NetFileError::NotANumber(format!("{chunk:?}")))?;
            if !number.is_finite() {
                return Err(NetFileError::NotANumber(number.to_string()));
            }
            numbers.push(number);
        }
        ValueNet::from_numbers(numbers)
    }

    /// The network of `numbers` in the files' order, if there are as many as it needs.
    fn from_numbers(numbers: Vec<f32>) -> Result<ValueNet, NetFileError> {
        if numbers.len() != WEIGHTS {
            return Err(NetFileError::WrongCount {
                wanted: WEIGHTS,
                found: numbers.len(),
            });
        }
        let mut net = ValueNet::zero();
        let mut next = numbers.into_iter();
        for w in net.w1.iter_mut().flat_map(|row| row.iter_mut()) {
            *w = next.next().unwrap_or(0.0);
        }
        for w in &mut net.b1 {
            *w = next.next().unwrap_or(0.0);
        }
        for w in net.w2.iter_mut().flat_map(|row| row.iter_mut()) {
            *w = next.next().unwrap_or(0.0);
        }
        for w in &mut net.b2 {
            *w = next.next().unwrap_or(0.0);
        }
        Ok(net)
    }

    /// Writes the weights in the form [`ValueNet::parse`] reads, each number as the
    /// shortest text that reads back to the same value, after the comment lines `header`.
    pub fn format(&self, header: &str) -> String {
        let mut out = String::new();
        for line in header.lines() {
            let _ = writeln!(out, "# {line}");
        }
        let _ = writeln!(out, "shape {INPUTS} {HIDDEN} {OUTPUTS}");
        let mut row = |numbers: &[f32]| {
            let words: Vec<String> = numbers.iter().map(f32::to_string).collect();
            out.push_str(&words.join(" "));
            out.push('\n');
        };
        for weights in &*self.w1 {
            row(weights);
        }
        row(&self.b1);
        for weights in &self.w2 {
            row(weights);
        }
        row(&self.b2);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_read_back_exactly_and_bad_files_say_why() {
        let mut net = ValueNet::zero();
        for (i, row) in net.w1.iter_mut().enumerate() {
            for (j, w) in row.iter_mut().enumerate() {
                *w = (i as f32 * 0.37 - j as f32 * 1.13).sin() / 3.0;
            }
        }
        net.b2 = [0.1, -0.2, 1e-7, 3.5];
        let text = net.format("test\nweights");
        assert_eq!(ValueNet::parse(&text), Ok(net));
        assert_eq!(ValueNet::parse("1 2 3"), Err(NetFileError::NoShape));
        assert!(matches!(
            ValueNet::parse("shape 1 2 3\n0"),
            Err(NetFileError::WrongShape(_))
        ));
        let short = text.rsplit_once('\n').map_or("", |(a, _)| a);
        let short = short.rsplit_once('\n').map_or("", |(a, _)| a);
        assert!(matches!(
            ValueNet::parse(short),
            Err(NetFileError::WrongCount { .. })
        ));
        let nan = text.replacen("3.5", "NaN", 1);
        assert!(matches!(
            ValueNet::parse(&nan),
            Err(NetFileError::NotANumber(_))
        ));
    }

    /// The shipped bytes are the text's numbers (the build script's work), and bytes cut
    /// short, one too many or not a number are refused.
    #[test]
    fn the_shipped_bytes_are_the_texts_numbers_and_bad_bytes_say_why() {
        let text = include_str!("../../data/value-net.txt");
        let from_text = ValueNet::parse(text).unwrap();
        let from_bytes = ValueNet::from_le_bytes(super::super::SHIPPED).unwrap();
        assert_eq!(from_bytes, from_text);
        let bytes = super::super::SHIPPED;
        assert!(matches!(
            ValueNet::from_le_bytes(&bytes[..bytes.len() - 4]),
            Err(NetFileError::WrongCount { .. })
        ));
        assert!(matches!(
            ValueNet::from_le_bytes(&bytes[..bytes.len() - 1]),
            Err(NetFileError::NotANumber(_))
        ));
        let mut nan = bytes.to_vec();
        nan[..4].copy_from_slice(&f32::NAN.to_le_bytes());
        assert!(matches!(
            ValueNet::from_le_bytes(&nan),
            Err(NetFileError::NotANumber(_))
        ));
    }
}
