0.3::says(alice, "hello"). 0.6::says(bob, "hi there"). 0.1::says(alice, "").
greets(P) :- says(P, S), S \== "".
quiet(P) :- says(P, "").
query(says(_, _)). query(greets(_)). query(quiet(_)).
