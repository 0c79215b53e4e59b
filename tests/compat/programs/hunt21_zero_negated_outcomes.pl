% hunt21: no outcome of an AD whose probabilities sum to 1 as floats is exactly 0 (negations, a count)
0.1::w(sun); 0.2::w(rain); 0.7::w(snow).
1/3::c(red); 1/3::c(green); 1/3::c(blue).
none_w :- \+ w(sun), \+ w(rain), \+ w(snow).
none_c :- \+ c(red), \+ c(green), \+ c(blue).
some_c :- c(_).
cnt(N) :- findall(X, c(X), L), length(L, N).
query(none_w).
query(none_c).
query(some_c).
query(cnt(_)).
