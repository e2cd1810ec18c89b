//! Moeraki Kemu (in progress).
