//! The board's geometry against `tests/board.json` (a copy of the rules' board data) and
//! RULES.md sections 1 and 2: every seat's path, the crosses, the centre, homes, arrows and
//! inner crosses.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{Board, Rc};
use dhayam_core::path::{self, CROSS_INDICES};
use dhayam_core::square::{CENTRE, CROSSES};
use dhayam_core::{Colour, Seat, Square, Variant};

fn rc(sq: Square) -> Rc {
    (sq.row(), sq.col())
}

#[test]
fn every_seat_walks_the_path_in_board_json() {
    let board = Board::load();
    for seat in Seat::ALL {
        let expected = &board.paths[seat.index()];
        assert_eq!(
            expected.len(),
            49,
            "board.json: {seat}'s path has 49 squares"
        );
        let got: Vec<Rc> = seat.path().map(rc).collect();
        assert_eq!(&got, expected, "{seat}'s path");
        for (i, &sq) in expected.iter().enumerate() {
            let i = i as u8;
            assert_eq!(seat.path_square(i).map(rc), Some(sq), "{seat} index {i}");
            let square = Square::new(sq.0, sq.1).unwrap();
            assert_eq!(seat.path_index_of(square), Some(i), "{seat} square {sq:?}");
        }
        assert_eq!(
            seat.path_square(49),
            None,
            "{seat}: nothing past the centre"
        );
    }
}

#[test]
fn the_crosses_and_the_centre_match_board_json() {
    let board = Board::load();
    assert_eq!(board.crosses.len(), 8);
    let mut consts: Vec<Rc> = CROSSES.iter().map(|&s| rc(s)).collect();
    let mut data = board.crosses.clone();
    consts.sort_unstable();
    data.sort_unstable();
    assert_eq!(consts, data, "square::CROSSES");
    assert_eq!(rc(CENTRE), board.centre);
    for square in Square::all() {
        let is_cross = board.crosses.contains(&rc(square));
        assert_eq!(square.is_cross(), is_cross, "is_cross {square}");
        assert_eq!(
            square.is_centre(),
            rc(square) == board.centre,
            "is_centre {square}"
        );
        assert_eq!(
            square.is_shared(),
            board.is_shared(rc(square)),
            "is_shared {square}"
        );
    }
}

#[test]
fn crosses_fall_on_the_same_path_indices_for_every_seat() {
    let board = Board::load();
    for seat in Seat::ALL {
        let on_crosses: Vec<u8> = (0..48u8)
            .filter(|&i| board.crosses.contains(&board.square(seat, i)))
            .collect();
        assert_eq!(on_crosses, vec![0, 6, 12, 18, 24, 28, 32, 36], "{seat}");
        assert_eq!(board.square(seat, 48), board.centre);
    }
    let mut indices = CROSS_INDICES.to_vec();
    indices.sort_unstable();
    assert_eq!(
        indices,
        vec![0, 6, 12, 18, 24, 28, 32, 36],
        "path::CROSS_INDICES"
    );
}

#[test]
fn is_shared_index_is_true_exactly_on_crosses_and_the_centre() {
    let board = Board::load();
    let wrong: Vec<u8> = (0..=48u8)
        .filter(|&i| path::is_shared_index(i) != board.is_shared(board.square(Seat::South, i)))
        .collect();
    assert!(
        wrong.is_empty(),
        "is_shared_index disagrees with board.json at {wrong:?}"
    );
}

#[test]
fn the_path_is_a_spiral_of_neighbouring_squares_covering_the_board() {
    let board = Board::load();
    for seat in Seat::ALL {
        let p = &board.paths[seat.index()];
        let mut seen = p.clone();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 49, "{seat}'s path visits every square once");
        for i in 0..48 {
            let (a, b) = (p[i], p[i + 1]);
            let (dr, dc) = (a.0.abs_diff(b.0), a.1.abs_diff(b.1));
            if i == 23 {
                assert_eq!((dr, dc), (1, 1), "{seat}: the gate 23 -> 24 is diagonal");
            } else {
                assert_eq!(dr + dc, 1, "{seat}: {i} -> {} is one step", i + 1);
            }
        }
        let ring = |sq: Rc| 3 - (sq.0.abs_diff(3)).max(sq.1.abs_diff(3));
        for (i, &sq) in p.iter().enumerate() {
            let expected = match i {
                0..=23 => 0,
                24..=39 => 1,
                40..=47 => 2,
                _ => 3,
            };
            assert_eq!(ring(sq), expected, "{seat} index {i} {sq:?} ring");
        }
        // The outer ring runs counter-clockwise and returns next to home.
        assert_eq!(p[23].0.abs_diff(p[0].0) + p[23].1.abs_diff(p[0].1), 1);
    }
}

#[test]
fn each_seat_is_south_turned_a_quarter_counter_clockwise() {
    let board = Board::load();
    let turn = |(r, c): Rc| (6 - c, r);
    for (a, b) in [
        (Seat::South, Seat::East),
        (Seat::East, Seat::North),
        (Seat::North, Seat::West),
        (Seat::West, Seat::South),
    ] {
        let turned: Vec<Rc> = board.paths[a.index()].iter().map(|&s| turn(s)).collect();
        assert_eq!(turned, board.paths[b.index()], "{a} turned is {b}");
    }
}

#[test]
fn homes_arrows_inner_crosses_and_colours_follow_the_table_of_section_1() {
    let table = [
        (Seat::South, Colour::Red, (6, 3), (5, 1), (6, 2)),
        (Seat::East, Colour::Green, (3, 6), (5, 5), (4, 6)),
        (Seat::North, Colour::Yellow, (0, 3), (1, 5), (0, 4)),
        (Seat::West, Colour::Blue, (3, 0), (1, 1), (2, 0)),
    ];
    let board = Board::load();
    for (seat, colour, home, inner, arrow) in table {
        assert_eq!(seat.colour(), colour);
        assert_eq!(colour.seat(), seat);
        assert_eq!(rc(seat.home()), home, "{seat} home");
        assert_eq!(rc(seat.inner_cross()), inner, "{seat} inner cross");
        assert_eq!(rc(seat.arrow_square()), arrow, "{seat} arrow");
        assert_eq!(board.square(seat, 0), home);
        assert_eq!(board.square(seat, 24), inner);
        assert_eq!(board.square(seat, 23), arrow);
        assert!(seat.home().is_cross() && seat.inner_cross().is_cross());
        assert!(!seat.arrow_square().is_cross());
        // The arrow points diagonally into the inner cross.
        let (a, i) = (rc(seat.arrow_square()), rc(seat.inner_cross()));
        assert_eq!((a.0.abs_diff(i.0), a.1.abs_diff(i.1)), (1, 1));
    }
    assert_eq!(
        Seat::ALL,
        [Seat::South, Seat::East, Seat::North, Seat::West]
    );
    for seat in Seat::ALL {
        assert_eq!(seat.counter_clockwise().clockwise(), seat);
        assert_eq!(seat.opposite().opposite(), seat);
        assert_ne!(seat.opposite(), seat);
        assert_eq!(Seat::parse(seat.name()), Some(seat));
        assert_eq!(Seat::from_index(seat.index()), Some(seat));
    }
    assert_eq!(Seat::South.counter_clockwise(), Seat::East);
    assert_eq!(Seat::South.clockwise(), Seat::West);
}

#[test]
fn squares_passed_follow_the_path_and_wrap_when_circling() {
    use dhayam_core::event::steps;
    // 22 with 6 and the gate closed: 23, then round to 0..4.
    assert_eq!(steps(22, 6, 4).collect::<Vec<_>>(), vec![23, 0, 1, 2, 3, 4]);
    // The same with the gate open: straight inside.
    assert_eq!(
        steps(22, 6, 28).collect::<Vec<_>>(),
        vec![23, 24, 25, 26, 27, 28]
    );
    assert_eq!(steps(45, 3, 48).collect::<Vec<_>>(), vec![46, 47, 48]);
}

/// Both boards as data (`dhayam_core::Board`) against their files: every seat's path
/// square by square, the crosses and their path indices, the centre, homes, arrows and the
/// first square inside the gate, as RULES.md and RULES-5x5.md sections 1 and 2 give them.
#[test]
fn each_variant_s_board_is_its_board_file() {
    for (variant, file, last_outer, cross_indices) in [
        (
            Variant::Dhayam,
            "board.json",
            23,
            &[0u8, 6, 12, 18, 24, 28, 32, 36][..],
        ),
        (Variant::Thayam, "board-5x5.json", 15, &[0, 4, 8, 12][..]),
    ] {
        let data = Board::load_file(file);
        let board = variant.board();
        let squares = usize::from(data.size) * usize::from(data.size);
        assert_eq!(board.size(), data.size, "{variant}");
        assert_eq!(usize::from(board.centre_index()) + 1, squares, "{variant}");
        assert_eq!(board.last_outer(), last_outer, "{variant}");
        assert_eq!(board.outer_ring_len(), board.first_inner(), "{variant}");
        assert_eq!(board.cross_indices(), cross_indices, "{variant}");
        assert_eq!(rc(board.centre()), data.centre, "{variant}");
        let mut crosses: Vec<Rc> = board.crosses().map(rc).collect();
        let mut expected = data.crosses.clone();
        crosses.sort_unstable();
        expected.sort_unstable();
        assert_eq!(crosses, expected, "{variant} crosses");
        assert_eq!(board.squares().count(), squares, "{variant}");
        for square in board.squares() {
            assert!(board.contains(square));
            assert_eq!(
                board.is_cross(square),
                data.crosses.contains(&rc(square)),
                "{variant} {square}"
            );
        }
        for seat in Seat::ALL {
            let path: Vec<Rc> = board.path(seat).map(rc).collect();
            assert_eq!(path, data.paths[seat.index()], "{variant} {seat}'s path");
            for (i, &sq) in path.iter().enumerate() {
                let i = i as u8;
                let square = Square::new(sq.0, sq.1).unwrap();
                assert_eq!(board.path_index_of(seat, square), Some(i));
                assert_eq!(
                    board.is_shared_index(i),
                    board.is_cross(square) || square == board.centre(),
                    "{variant} {seat} index {i}"
                );
            }
            assert_eq!(board.path_square(seat, board.centre_index() + 1), None);
            assert_eq!(rc(board.home(seat)), path[0]);
            assert_eq!(rc(board.arrow_square(seat)), path[usize::from(last_outer)]);
            assert_eq!(
                rc(board.first_inner_square(seat)),
                path[usize::from(last_outer) + 1]
            );
        }
    }
    // The 5x5 board's own facts (RULES-5x5.md section 1): homes mid-side, arrows one behind.
    let five = Variant::Thayam.board();
    let homes = Seat::ALL.map(|seat| rc(five.home(seat)));
    assert_eq!(homes, [(4, 2), (2, 4), (0, 2), (2, 0)]);
    let firsts = Seat::ALL.map(|seat| rc(five.first_inner_square(seat)));
    assert_eq!(firsts, [(3, 1), (3, 3), (1, 3), (1, 1)]);
    assert_eq!(rc(five.arrow_square(Seat::South)), (4, 1));
    assert!(!five.contains(Square::new(5, 0).unwrap()));
    assert_eq!(Variant::parse(" 5X5 "), Some(Variant::Thayam));
    assert_eq!(Variant::parse("dhayam"), Some(Variant::Dhayam));
    assert_eq!(Variant::parse("9x9"), None);
    assert_eq!(
        Variant::Thayam.throw_kind(),
        dhayam_core::ThrowKind::Cowries
    );
}
