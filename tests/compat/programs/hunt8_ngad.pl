% hunt8: non-ground AD facts queried ground and open
0.3::c(X, red); 0.7::c(X, blue).
both :- c(a, red), c(b, red).
query(c(a, _)). query(both).
