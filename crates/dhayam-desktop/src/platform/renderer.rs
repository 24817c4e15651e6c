//! Which renderer draws the window, and the fallback when the first one cannot start.
//!
//! Both of eframe's renderers are compiled in. By default Dhayam starts with wgpu (Vulkan,
//! Metal, Direct3D 12 or OpenGL through wgpu) and, if that cannot open a window (an old GPU,
//! a virtual machine, a remote desktop), starts again with glow (plain OpenGL).

use std::fmt;
use std::str::FromStr;

use eframe::Renderer;

/// The renderer asked for with `--renderer` or `DHAYAM_RENDERER`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RendererChoice {
    /// wgpu, then glow if wgpu cannot start.
    #[default]
    Auto,
    /// wgpu only.
    Wgpu,
    /// glow (OpenGL) only.
    Glow,
}

impl RendererChoice {
    /// The renderers to try, in order.
    pub fn attempts(self) -> &'static [Renderer] {
        match self {
            RendererChoice::Auto => &[Renderer::Wgpu, Renderer::Glow],
            RendererChoice::Wgpu => &[Renderer::Wgpu],
            RendererChoice::Glow => &[Renderer::Glow],
        }
    }
}

impl FromStr for RendererChoice {
    type Err = UnknownRenderer;

    /// `auto`, `wgpu` or `glow`, in any case.
    fn from_str(name: &str) -> Result<RendererChoice, UnknownRenderer> {
        match name.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(RendererChoice::Auto),
            "wgpu" => Ok(RendererChoice::Wgpu),
            "glow" | "opengl" | "gl" => Ok(RendererChoice::Glow),
            _ => Err(UnknownRenderer),
        }
    }
}

impl fmt::Display for RendererChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RendererChoice::Auto => "auto",
            RendererChoice::Wgpu => "wgpu",
            RendererChoice::Glow => "glow",
        })
    }
}

/// A renderer name that is not `auto`, `wgpu` or `glow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownRenderer;

impl fmt::Display for UnknownRenderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a renderer: use auto, wgpu or glow")
    }
}

impl std::error::Error for UnknownRenderer {}

/// What one run of the window with one renderer came to.
#[derive(Debug)]
pub struct Attempt<E> {
    /// Whether the renderer got as far as creating the app (the window was up and drawing).
    pub started: bool,
    /// How the run ended.
    pub result: Result<(), E>,
}

/// Runs the window with each renderer of `choice` in turn until one starts.
///
/// `run` runs the whole window with one renderer and reports whether it started. An error
/// after the app started ends the run (it is not the renderer's fault and a second window
/// would surprise the player); an error before it moves on to the next renderer.
/// Returns the renderer that started, or the last error if none did.
pub fn run_with_fallback<E: fmt::Display>(
    choice: RendererChoice,
    mut run: impl FnMut(Renderer) -> Attempt<E>,
) -> Result<Renderer, FallbackError<E>> {
    let mut failures = Vec::new();
    for &renderer in choice.attempts() {
        log::info!("starting the window with the {renderer} renderer");
        let attempt = run(renderer);
        match attempt.result {
            Ok(()) if attempt.started => return Ok(renderer),
            Ok(()) => failures.push((renderer, None)),
            Err(error) if attempt.started => {
                return Err(FallbackError {
                    failures,
                    last: Some((renderer, error)),
                    started: true,
                });
            }
            Err(error) => {
                log::warn!("the {renderer} renderer could not start: {error}");
                failures.push((renderer, Some(error)));
            }
        }
    }
    let last = failures
        .pop()
        .and_then(|(renderer, error)| error.map(|e| (renderer, e)));
    Err(FallbackError {
        failures,
        last,
        started: false,
    })
}

/// Why [`run_with_fallback`] ended without a clean run.
#[derive(Debug)]
pub struct FallbackError<E> {
    /// Renderers that failed to start before the last one, with their errors.
    pub failures: Vec<(Renderer, Option<E>)>,
    /// The last renderer tried and its error.
    pub last: Option<(Renderer, E)>,
    /// Whether the last renderer had started (the error came later, while playing).
    pub started: bool,
}

impl<E: fmt::Display> fmt::Display for FallbackError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.last {
            Some((renderer, error)) if self.started => {
                write!(f, "the window ({renderer} renderer) stopped: {error}")
            }
            Some((renderer, error)) => {
                write!(f, "no renderer could open the window; {renderer}: {error}")?;
                for (renderer, error) in &self.failures {
                    if let Some(error) = error {
                        write!(f, "; {renderer}: {error}")?;
                    }
                }
                Ok(())
            }
            None => f.write_str("no renderer opened the window"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for FallbackError<E> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_any_case() {
        assert_eq!("auto".parse(), Ok(RendererChoice::Auto));
        assert_eq!("WGPU".parse(), Ok(RendererChoice::Wgpu));
        assert_eq!(" Glow ".parse(), Ok(RendererChoice::Glow));
        assert_eq!("opengl".parse(), Ok(RendererChoice::Glow));
        assert_eq!("vulkan".parse::<RendererChoice>(), Err(UnknownRenderer));
        for choice in [
            RendererChoice::Auto,
            RendererChoice::Wgpu,
            RendererChoice::Glow,
        ] {
            assert_eq!(choice.to_string().parse(), Ok(choice));
        }
    }

    #[test]
    fn auto_tries_wgpu_then_glow_and_explicit_choices_only_themselves() {
        assert_eq!(
            RendererChoice::Auto.attempts(),
            &[Renderer::Wgpu, Renderer::Glow]
        );
        assert_eq!(RendererChoice::Wgpu.attempts(), &[Renderer::Wgpu]);
        assert_eq!(RendererChoice::Glow.attempts(), &[Renderer::Glow]);
    }

    /// Runs the fallback with renderers that fail to start when listed in `broken`.
    fn run(
        choice: RendererChoice,
        broken: &[Renderer],
    ) -> (Vec<Renderer>, Result<Renderer, String>) {
        let mut tried = Vec::new();
        let result = run_with_fallback(choice, |renderer| {
            tried.push(renderer);
            if broken.contains(&renderer) {
                Attempt {
                    started: false,
                    result: Err(format!("{renderer} has no adapter")),
                }
            } else {
                Attempt {
                    started: true,
                    result: Ok(()),
                }
            }
        });
        (tried, result.map_err(|e| e.to_string()))
    }

    #[test]
    fn auto_stops_at_the_first_renderer_that_starts() {
        let (tried, result) = run(RendererChoice::Auto, &[]);
        assert_eq!(tried, [Renderer::Wgpu]);
        assert_eq!(result, Ok(Renderer::Wgpu));
    }

    #[test]
    fn auto_falls_back_to_glow_when_wgpu_cannot_start() {
        let (tried, result) = run(RendererChoice::Auto, &[Renderer::Wgpu]);
        assert_eq!(tried, [Renderer::Wgpu, Renderer::Glow]);
        assert_eq!(result, Ok(Renderer::Glow));
    }

    #[test]
    fn an_explicit_choice_does_not_fall_back() {
        let (tried, result) = run(RendererChoice::Wgpu, &[Renderer::Wgpu]);
        assert_eq!(tried, [Renderer::Wgpu]);
        let message = result.unwrap_err();
        assert!(message.contains("wgpu has no adapter"), "{message}");
    }

    #[test]
    fn when_nothing_starts_every_error_is_told() {
        let (tried, result) = run(RendererChoice::Auto, &[Renderer::Wgpu, Renderer::Glow]);
        assert_eq!(tried, [Renderer::Wgpu, Renderer::Glow]);
        let message = result.unwrap_err();
        assert!(message.contains("glow has no adapter"), "{message}");
        assert!(message.contains("wgpu has no adapter"), "{message}");
    }

    #[test]
    fn an_error_after_the_start_is_not_retried() {
        let mut tried = Vec::new();
        let result = run_with_fallback(RendererChoice::Auto, |renderer| {
            tried.push(renderer);
            Attempt {
                started: true,
                result: Err("lost the device"),
            }
        });
        assert_eq!(tried, [Renderer::Wgpu]);
        let error = result.unwrap_err();
        assert!(error.started);
        assert!(error.to_string().contains("stopped: lost the device"));
    }
}
