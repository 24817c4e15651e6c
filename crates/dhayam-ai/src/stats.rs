//! Win rates with confidence intervals, and decision times.

use std::time::Duration;

/// The 95% Wilson score interval for `wins` out of `games`, as fractions; `(0, 1)` for no
/// games. Unlike the normal approximation it stays inside 0..1 and behaves near 0% and 100%.
pub fn wilson_interval(wins: u64, games: u64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let n = games as f64;
    let p = wins as f64 / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// How long a bot took over its decisions.
#[derive(Clone, Debug, Default)]
pub struct DecisionTimes {
    nanos: Vec<u64>,
}

impl DecisionTimes {
    /// No decisions yet.
    pub fn new() -> DecisionTimes {
        DecisionTimes::default()
    }

    /// Records one decision.
    pub fn push(&mut self, time: Duration) {
        self.nanos
            .push(u64::try_from(time.as_nanos()).unwrap_or(u64::MAX));
    }

    /// Adds every decision of `other`.
    pub fn extend(&mut self, other: &DecisionTimes) {
        self.nanos.extend_from_slice(&other.nanos);
    }

    /// How many decisions were recorded.
    pub fn count(&self) -> usize {
        self.nanos.len()
    }

    /// The mean decision time in milliseconds (0 with no decisions).
    pub fn mean_ms(&self) -> f64 {
        if self.nanos.is_empty() {
            return 0.0;
        }
        self.nanos.iter().map(|&m| m as f64).sum::<f64>() / self.nanos.len() as f64 / 1e6
    }

    /// The `percent` percentile (nearest rank) in milliseconds (0 with no decisions).
    pub fn percentile_ms(&self, percent: f64) -> f64 {
        if self.nanos.is_empty() {
            return 0.0;
        }
        let mut sorted = self.nanos.clone();
        sorted.sort_unstable();
        let rank = (percent / 100.0 * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1] as f64 / 1e6
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (low, high) = wilson_interval(71, 100);
        assert!(low < 0.71 && 0.71 < high);
        assert!((low - 0.6146).abs() < 0.001, "{low}");
        assert!((high - 0.7899).abs() < 0.001, "{high}");
        let (low, high) = wilson_interval(0, 10);
        assert!(low.abs() < 1e-12 && high > 0.2 && high < 0.35);
        assert_eq!(wilson_interval(0, 0), (0.0, 1.0));
    }

    #[test]
    fn percentile_is_nearest_rank() {
        let mut times = DecisionTimes::new();
        for ms in 1..=100 {
            times.push(Duration::from_millis(ms));
        }
        assert!((times.percentile_ms(99.0) - 99.0).abs() < 1e-9);
        assert!((times.percentile_ms(100.0) - 100.0).abs() < 1e-9);
        assert!((times.mean_ms() - 50.5).abs() < 1e-9);
        assert_eq!(times.count(), 100);
    }
}
