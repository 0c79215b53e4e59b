% "various" puzzles: Bertrand's box and the boy-or-girl problem, by evidence
1/3::box(gg) ; 1/3::box(ss) ; 1/3::box(gs).
0.5::first(g) ; 0.5::first(s) :- box(gs).
first(g) :- box(gg).
first(s) :- box(ss).
other_gold :- box(gg).
evidence(first(g)).
query(other_gold).
0.5::boy(1). 0.5::boy(2).
atleastoneboy :- boy(1).
atleastoneboy :- boy(2).
twoboys :- boy(1), boy(2).
query(twoboys).
