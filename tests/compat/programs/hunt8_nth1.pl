% hunt8: an AD picks an index for nth1/3 and nth0/3
:- use_module(library(lists)).
0.2::sel(1); 0.5::sel(2); 0.3::sel(3).
item(X) :- sel(I), nth1(I, [apple, pear, fig], X).
item0(X) :- sel(I), nth0(I, [apple, pear, fig, kiwi], X).
query(item(_)). query(item0(_)).
