% library(aggregate): min<X> and max<X> over integers and floats per group
:- use_module(library(aggregate)).
0.5::temp(mon, 12). 0.7::temp(mon, 15.5). temp(tue, 9). 0.2::temp(tue, 21). 0.6::temp(tue, 3.5).
coldest(D, min<T>) :- temp(D, T).
hottest(D, max<T>) :- temp(D, T).
query(coldest(_, _)). query(hottest(_, _)).
