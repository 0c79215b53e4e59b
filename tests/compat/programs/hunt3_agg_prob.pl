:- use_module(library(aggregate)).
0.5::sold(apple, 3). 0.4::sold(apple, 5). 0.8::sold(pear, 2).
revenue(F, sum<N>) :- sold(F, N).
best(max<N>) :- sold(_, N).
query(revenue(_, _)). query(best(_)).
