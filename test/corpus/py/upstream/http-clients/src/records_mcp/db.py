# A SQLAlchemy session reads the server's own database; the annotation names that package's Session class.
from sqlalchemy.orm import Session


def saved_record(db: Session, record_id: int):
    return db.get("/records/" + str(record_id), params={"id": record_id})
