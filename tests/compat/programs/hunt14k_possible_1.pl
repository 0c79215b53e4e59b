% possible/1 with a probabilistic goal and a false goal
0.3::a(1). 0.2::a(2).
p(X) :- possible(a(X)).
n :- possible(a(3)).
query(p(_)). query(n).
