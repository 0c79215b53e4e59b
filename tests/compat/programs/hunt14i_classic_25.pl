% map coloring
color(red). color(green). color(blue).
colors(A, B, C, D, E) :- color(A), color(B), color(C), color(D), color(E),
    A \= B, A \= C, B \= C, B \= D, C \= D, C \= E, D \= E.
count(N) :- findall(x, colors(_, _, _, _, _), L), length(L, N).
query(count(_)).
query(colors(red, green, _, _, _)).
