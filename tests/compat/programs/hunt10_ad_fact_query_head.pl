% hunt10: an AD fact whose probabilities leave a remainder, queried open and per head
0.2::colour(red); 0.3::colour(green).
nothing :- \+ colour(red), \+ colour(green).
query(colour(_)). query(nothing).
