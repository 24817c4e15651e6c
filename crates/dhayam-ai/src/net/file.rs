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
}
