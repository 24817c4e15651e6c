//! Win rates with confidence intervals, plain and paired, and decision times.

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

/// The 95% confidence interval of a bot's win rate in a paired tournament, from
/// `deals[k]`, the number of deals in which it won `k` of its `deals.len() - 1` games.
///
/// Each deal scores the fraction of its games the bot won, and the deals are independent
/// (the games within one are not: they share the throws), so the interval is the mean
/// score plus or minus 1.96 standard errors, the standard error from the sample variance of
/// the scores; clipped to 0..1. The normal approximation wants a few dozen deals at least.
/// `(0, 1)` with fewer than two deals or no games a deal.
pub fn paired_interval(deals: &[u64]) -> (f64, f64) {
    let per_deal = deals.len().saturating_sub(1) as f64;
    let count: u64 = deals.iter().sum();
    if count < 2 || per_deal == 0.0 {
        return (0.0, 1.0);
    }
    let scores = || {
        deals
            .iter()
            .enumerate()
            .map(move |(k, &n)| (k as f64 / per_deal, n as f64))
    };
    let n = count as f64;
    let mean = scores().map(|(score, n)| score * n).sum::<f64>() / n;
    let squares = scores()
        .map(|(score, n)| (score - mean).powi(2) * n)
        .sum::<f64>();
    let half = 1.959_964 * (squares / (n - 1.0) / n).sqrt();
    ((mean - half).max(0.0), (mean + half).min(1.0))
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
    fn paired_interval_comes_from_the_spread_of_the_deals() {
        // Four pairs: lost both, split twice, won both. Scores 0, 1/2, 1/2, 1: mean 1/2,
        // sample variance (1/4 + 0 + 0 + 1/4) / 3 = 1/6, standard error sqrt(1/24) =
        // 0.2041, half width 1.96 * 0.2041 = 0.4001.
        let (low, high) = paired_interval(&[1, 2, 1]);
        assert!((low - 0.0999).abs() < 1e-4, "{low}");
        assert!((high - 0.9001).abs() < 1e-4, "{high}");
        // 100 pairs, 30 won both, 60 split, 10 lost both: mean 0.6, variance of the scores
        // (30 * 0.16 + 60 * 0.01 + 10 * 0.36) / 99 = 0.09091, half width 1.96 *
        // sqrt(0.09091 / 100) = 0.0591. Wilson on the 120 of 200 games is wider.
        let (low, high) = paired_interval(&[10, 60, 30]);
        assert!((low - 0.5409).abs() < 1e-4, "{low}");
        assert!((high - 0.6591).abs() < 1e-4, "{high}");
        let (plain_low, plain_high) = wilson_interval(120, 200);
        assert!(high - low < plain_high - plain_low);
        // Four games a deal: scores 1/4 and 3/4, one deal each.
        let (low, high) = paired_interval(&[0, 1, 0, 1, 0]);
        let half = 1.959_964 * (0.125f64 / 2.0).sqrt();
        assert!((low - (0.5 - half)).abs() < 1e-9 && (high - (0.5 + half)).abs() < 1e-9);
        // Every deal the same: no spread. Too few deals: no interval.
        assert_eq!(paired_interval(&[0, 5, 0]), (0.5, 0.5));
        assert_eq!(paired_interval(&[0, 0, 40]), (1.0, 1.0));
        assert_eq!(paired_interval(&[0, 1, 0]), (0.0, 1.0));
        assert_eq!(paired_interval(&[]), (0.0, 1.0));
        assert_eq!(paired_interval(&[7]), (0.0, 1.0));
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
