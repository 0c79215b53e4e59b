% select_weighted/4 picks an item by weight
:- use_module(library(lists)).
meal(M) :- select_weighted(m, [3, 1, 1], [pasta, soup, salad], M).
drink(D) :- select_weighted(d, [1, 4], [tea, juice], D).
combo(M, D) :- meal(M), drink(D).
healthy :- meal(salad).
healthy :- drink(juice), \+ meal(pasta).
query(meal(_)). query(drink(_)). query(healthy). query(combo(soup, _)).
