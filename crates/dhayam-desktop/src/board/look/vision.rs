//! Tests: the colour-blind seat colours stay apart for people with protanopia,
//! deuteranopia or tritanopia, on every board look, light and dark.
//!
//! Vision is simulated with the full-severity matrices of Machado, Oliveira and Fernandes
//! (2009), applied to linear sRGB; distances are CIE 1976 ΔE*ab in CIELAB (D65).

use dhayam_core::Seat;
use dhayam_store::BoardLook;
use egui::Color32;

use super::{Look, seat_colour};
use crate::palette::Palette;

/// How colours look to someone: a 3x3 matrix on linear RGB.
type Vision = [[f32; 3]; 3];

const NORMAL: Vision = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
const PROTANOPIA: Vision = [
    [0.152_286, 1.052_583, -0.204_868],
    [0.114_503, 0.786_281, 0.099_216],
    [-0.003_882, -0.048_116, 1.051_998],
];
const DEUTERANOPIA: Vision = [
    [0.367_322, 0.860_646, -0.227_968],
    [0.280_085, 0.672_501, 0.047_413],
    [-0.011_820, 0.042_940, 0.968_881],
];
const TRITANOPIA: Vision = [
    [1.255_528, -0.076_749, -0.178_779],
    [-0.078_411, 0.930_809, 0.147_602],
    [0.004_733, 0.691_367, 0.303_900],
];

const VISIONS: [(&str, Vision); 4] = [
    ("normal vision", NORMAL),
    ("protanopia", PROTANOPIA),
    ("deuteranopia", DEUTERANOPIA),
    ("tritanopia", TRITANOPIA),
];

/// The smallest ΔE*ab any two seats may be apart: clearly different at a glance.
const MIN_DELTA_E: f32 = 25.0;

fn linear(c: u8) -> f32 {
    let c = f32::from(c) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// `colour` as seen with `vision`, in CIELAB.
#[expect(
    clippy::many_single_char_names,
    reason = "the colour science's own names"
)]
fn seen(colour: Color32, vision: &Vision) -> [f32; 3] {
    let rgb = [linear(colour.r()), linear(colour.g()), linear(colour.b())];
    let [r, g, b] =
        vision.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0));
    let x = (0.412_4 * r + 0.357_6 * g + 0.180_5 * b) / 0.950_47;
    let y = 0.212_6 * r + 0.715_2 * g + 0.072_2 * b;
    let z = (0.019_3 * r + 0.119_2 * g + 0.950_5 * b) / 1.088_83;
    let f = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

fn delta_e(a: [f32; 3], b: [f32; 3]) -> f32 {
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).powi(2))
        .sum::<f32>()
        .sqrt()
}

/// The closest two of `colours` come under `vision`, and which two.
fn closest(colours: &[Color32], vision: &Vision) -> (f32, usize, usize) {
    let mut best = (f32::INFINITY, 0, 0);
    for i in 0..colours.len() {
        for j in i + 1..colours.len() {
            let d = delta_e(seen(colours[i], vision), seen(colours[j], vision));
            if d < best.0 {
                best = (d, i, j);
            }
        }
    }
    best
}

/// Every palette: each board look, light and dark.
fn palettes(colour_blind: bool) -> Vec<Palette> {
    let mut all = Vec::new();
    for board in [BoardLook::Plain, BoardLook::Wood, BoardLook::Chalk] {
        for dark in [false, true] {
            all.push(Palette::new(
                dark,
                Look {
                    board,
                    colour_blind,
                },
            ));
        }
    }
    all
}

#[test]
fn colour_blind_seats_stay_apart_under_every_deficiency_and_look() {
    for palette in palettes(true) {
        let colours = Seat::ALL.map(|s| palette.seat(s));
        for (name, vision) in &VISIONS {
            let (d, i, j) = closest(&colours, vision);
            assert!(
                d >= MIN_DELTA_E,
                "{:?} {}: seats {i} and {j} are only {d:.1} apart under {name}",
                palette.look.board,
                if palette.dark { "dark" } else { "light" },
            );
        }
    }
}

#[test]
fn the_check_catches_a_red_green_palette() {
    let red_green = [
        Color32::from_rgb(220, 40, 40),
        Color32::from_rgb(40, 160, 40),
        Color32::from_rgb(230, 200, 40),
        Color32::from_rgb(40, 80, 200),
    ];
    let (normal, ..) = closest(&red_green, &NORMAL);
    let (deutan, i, j) = closest(&red_green, &DEUTERANOPIA);
    assert!(normal >= MIN_DELTA_E, "distinct to normal vision");
    assert!(
        deutan < MIN_DELTA_E,
        "red and green merge under deuteranopia"
    );
    assert_eq!((i, j), (0, 1), "and it is red and green that merge");
}

#[test]
fn the_usual_seat_colours_are_not_the_safe_ones() {
    // The option must change something: the usual colours come closer than the safe
    // ones under some deficiency.
    let usual = Seat::ALL.map(|s| seat_colour(s, false, false));
    let worst = VISIONS
        .iter()
        .map(|(_, v)| closest(&usual, v).0)
        .fold(f32::INFINITY, f32::min);
    assert!(worst < MIN_DELTA_E, "usual colours: worst {worst:.1}");
}

#[test]
fn a_test_of_the_simulation_itself_white_stays_white_and_black_black() {
    for (name, vision) in &VISIONS {
        let white = seen(Color32::WHITE, vision);
        let black = seen(Color32::BLACK, vision);
        assert!(
            (white[0] - 100.0).abs() < 0.5,
            "{name}: white L* {}",
            white[0]
        );
        assert!(black[0].abs() < 0.5, "{name}: black L* {}", black[0]);
    }
}
